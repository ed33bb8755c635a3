# an unknown square
$ arbiter validate tests/data/bad/unknown-square.pgn
? 1
> tests/data/bad/unknown-square.pgn #1: illegal at ply 3, h9: h9 is not a point on this board [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/bad/unknown-square.pgn:3:13: h9 is not a point on this board
!   1. d6 a1 2. h9 *
!               ^
