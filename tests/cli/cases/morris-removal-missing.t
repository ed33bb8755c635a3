# a mill closed and no removal written: the move written instead is the next ply's, and the message names that ply
$ arbiter validate tests/data/morris/removal-missing.pgn
? 1
> tests/data/morris/removal-missing.pgn #1: illegal at ply 6, d7: white's a7 closed a mill: a black piece must be removed (x) before the next move [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/removal-missing.pgn:4:25: white's a7 closed a mill: a black piece must be removed (x) before the next move
!   1. a1 b2 2. a4 b4 3. a7 d7 *
!                           ^
