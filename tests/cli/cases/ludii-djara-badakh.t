# djara-badakh: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/djara-badakh.pgn
? 1
> tests/data/morris/ludii/djara-badakh.pgn #1: valid, * (unfinished), 8 plies [djara-badakh]
> tests/data/morris/ludii/djara-badakh.pgn #2: illegal at ply 7, b3-b2: white cannot move and must pass (p) [djara-badakh]
> tests/data/morris/ludii/djara-badakh.pgn #3: valid, * (unfinished), 5 plies [djara-badakh]
> tests/data/morris/ludii/djara-badakh.pgn #4: illegal at ply 7, a1-c2: c2 is not next to a1 (no flying under these rules; did you mean c1-c2?) [djara-badakh]
> 4 records: 2 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/djara-badakh.pgn:11:31: white cannot move and must pass (p)
!   1. a3 a1 2. a2 b2 3. b3 c3 4. b3-b2 *
!                                 ^
! arbiter: tests/data/morris/ludii/djara-badakh.pgn:23:31: c2 is not next to a1 (no flying under these rules; did you mean c1-c2?)
!   1. a1 b1 2. c1 a2 3. b3 c3 4. a1-c2 *
!                                 ^
