# a '#' on a move that does not win the game is a warning
$ arbiter validate tests/data/uttt/false-win.uttt
? 0
> tests/data/uttt/false-win.uttt #1: valid, * (unfinished), 2 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/uttt/false-win.uttt:5:4: warning: e5 is written with '#', but it does not win the game
!   1. e5# e4 *
!      ^
