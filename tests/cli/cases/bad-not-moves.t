# A file whose first line holds digits but reads as no list of moves (a word longer than any move, a bracket, a quote): not a record file, unreadable, 2 (each line was a record of moves, illegal at ply 1)
$ arbiter validate tests/data/bad/accounts.conf tests/data/bad/build.ac
? 2
> tests/data/bad/accounts.conf #1: unreadable: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
> tests/data/bad/build.ac #1: unreadable: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: tests/data/bad/accounts.conf:1:1: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
! arbiter: tests/data/bad/build.ac:1:1: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
