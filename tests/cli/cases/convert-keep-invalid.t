# --keep-invalid writes it up to the illegal move, saying where it stopped
$ arbiter convert -q --keep-invalid -t algebraic tests/data/bad/unknown-square.pgn
? 1
> [Event "unknown square"]
>
> 1. d6 a1 2. h9 *
>
! tests/data/bad/unknown-square.pgn #1: illegal at ply 3, h9: h9 is not a point on this board [nine-mens-morris]
! arbiter: tests/data/bad/unknown-square.pgn:3:13: h9 is not a point on this board
!   1. d6 a1 2. h9 *
!               ^
