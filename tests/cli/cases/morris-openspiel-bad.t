# OpenSpiel's numbers: an action off the board, a token that is no number, a point taken (named by its number); a pass, which OpenSpiel has not, cannot be written
$ arbiter validate -n openspiel - ; arbiter convert -V six-mens-morris-murray -t openspiel tests/data/real/morris/ludii/six-mens-morris-11.trl
< 21 600
< 21 x5
< 21 21
? 1
> <stdin> #1: illegal at ply 2, 600: 600 is not an action on this board: OpenSpiel numbers the points 0 to 23 and the moves 24 to 599 [nine-mens-morris]
> <stdin> #2: illegal at ply 2, x5: 'x5' is not a move in OpenSpiel notation (an action number; did you mean 15?) [nine-mens-morris]
> <stdin> #3: illegal at ply 2, 21: 21 is occupied [nine-mens-morris]
> 3 records: 0 valid, 3 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:4: 600 is not an action on this board: OpenSpiel numbers the points 0 to 23 and the moves 24 to 599
!   21 600
!      ^
! arbiter: <stdin>:2:4: 'x5' is not a move in OpenSpiel notation (an action number; did you mean 15?)
!   21 x5
!      ^
! arbiter: <stdin>:3:4: 21 is occupied
!   21 21
!      ^
! arbiter: tests/data/real/morris/ludii/six-mens-morris-11.trl #1: not written: openspiel notation cannot write its move '[Move:mover=1,actions=[Pass:decision=tru' (line 54)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
