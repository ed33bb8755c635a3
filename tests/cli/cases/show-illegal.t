# a position past an illegal move
$ arbiter show --ply 5 --record 1 tests/data/morris/illegal.pgn
? 1
! arbiter: cannot reach ply 5: ply 3 is illegal
! arbiter: tests/data/morris/illegal.pgn:5:13: d6 is occupied
!   1. d6 a1 2. d6 *
!               ^
