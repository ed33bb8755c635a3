# a move after the game is won
$ arbiter validate tests/data/uttt/move-after-end.uttt
? 1
> tests/data/uttt/move-after-end.uttt #1: illegal at ply 54, b9: the game is over: X has three boards in a line [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/uttt/move-after-end.uttt:5:259: the game is over: X has three boards in a line
