# a shell script is no record file: a test in brackets, [ "$x" = y ], is no
# tag pair (a tag's name comes straight after its bracket)
$ arbiter validate tests/data/bad/script.sh
? 2
> tests/data/bad/script.sh #1: unreadable: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/script.sh:1:1: not a record file: no line of it is a tag pair, a .mat match or game, SGF, JSON or a list of moves
