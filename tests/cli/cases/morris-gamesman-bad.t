# GamesmanOne's moves: a removal written the algebraic way (x, not R), a point off the six men's board
$ arbiter validate -n gamesman -V six-mens-morris -
< a5 c5 b4xc5
< a5 g7
? 1
> <stdin> #1: illegal at ply 3, b4xc5: 'b4xc5' is not a move in GamesmanOne notation [six-mens-morris]
> <stdin> #2: illegal at ply 2, g7: g7 is not a point on this board [six-mens-morris]
> 2 records: 0 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:7: 'b4xc5' is not a move in GamesmanOne notation
!   a5 c5 b4xc5
!         ^
! arbiter: <stdin>:2:4: g7 is not a point on this board
!   a5 g7
!      ^
