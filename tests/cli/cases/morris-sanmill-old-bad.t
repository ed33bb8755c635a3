# Sanmill's old squares: a ring past 3, a square on a board Sanmill does not have, a square taken (named as a square); a move it cannot write; a flat line of squares is split at its commas (and is no SGF)
$ arbiter validate -n sanmill-old - ; printf '1. a5 c5 *\n' | arbiter convert -V six-mens-morris -t sanmill-old - ; printf '(3,4) (2,7)\n' | arbiter validate -n sanmill-old -
< [Variant "nine-mens-morris"]
<
< 1. (3,4) (4,1) *
<
< [Variant "six-mens-morris"]
<
< 1. (3,4) (2,7) 2. (1,6)->(1,7) *
<
< [Variant "nine-mens-morris"]
<
< 1. (3,4) (3,4) *
? 1
> <stdin> #1: illegal at ply 2, (4,1): '(4,1)' is not a move in Sanmill's old notation [nine-mens-morris]
> <stdin> #2: illegal at ply 1, (3,4): (3,4) is no square of this board (Sanmill's squares name the 24 points of the nine and twelve men's boards) [six-mens-morris]
> <stdin> #3: illegal at ply 2, (3,4): (3,4) is occupied [nine-mens-morris]
> 3 records: 0 valid, 3 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 1, (3: '(3' is not a move in Sanmill's old notation [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:3:10: '(4,1)' is not a move in Sanmill's old notation
!   1. (3,4) (4,1) *
!            ^
! arbiter: <stdin>:7:4: (3,4) is no square of this board (Sanmill's squares name the 24 points of the nine and twelve men's boards)
!   1. (3,4) (2,7) 2. (1,6)->(1,7) *
!      ^
! arbiter: <stdin>:11:10: (3,4) is occupied
!   1. (3,4) (3,4) *
!            ^
! arbiter: <stdin> #1: not written: sanmill-old notation cannot write its move 'a5' (line 1)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
! arbiter: <stdin>:1:1: '(3' is not a move in Sanmill's old notation
!   (3,4) (2,7)
!   ^
