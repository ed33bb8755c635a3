# a named text file that holds no records is said once to be no record file
$ arbiter validate tests/data/bad/notes.txt
? 2
> tests/data/bad/notes.txt #1: unreadable: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/notes.txt:1:1: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
