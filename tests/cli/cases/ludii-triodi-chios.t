# triodi-chios: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/triodi-chios.pgn
? 1
> tests/data/morris/ludii/triodi-chios.pgn #1: illegal at ply 7, b2-b3: the piece on b2 stands between two black pieces and cannot move (did you mean c3-b3?) [triodi-chios]
> tests/data/morris/ludii/triodi-chios.pgn #2: valid, * (unfinished), 7 plies [triodi-chios]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/triodi-chios.pgn:5:31: the piece on b2 stands between two black pieces and cannot move (did you mean c3-b3?)
!   1. b2 a2 2. c3 c2 3. c1 a1 4. b2-b3 *
!                                 ^
