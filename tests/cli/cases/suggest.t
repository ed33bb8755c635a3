# an illegal move with exactly one legal move within two edits: suggested
$ arbiter validate tests/data/morris/suggest.pgn
? 1
> tests/data/morris/suggest.pgn #1: illegal at ply 19, c4-a4: a4 is occupied (did you mean c4-b4?) [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/suggest.pgn:5:5: a4 is occupied (did you mean c4-b4?)
!   10. c4-a4 *
!       ^
