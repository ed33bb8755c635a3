# five-mens-morris-murray: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/five-mens-morris-murray.pgn
? 1
> tests/data/morris/ludii/five-mens-morris-murray.pgn #1: valid, * (unfinished), 9 plies [five-mens-morris-murray]
> tests/data/morris/ludii/five-mens-morris-murray.pgn #2: illegal at ply 11, a5-e5: e5 is not next to a5 (no flying under these rules; did you mean a5-c5?) [five-mens-morris-murray]
> tests/data/morris/ludii/five-mens-morris-murray.pgn #3: valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 14 plies [five-mens-morris-murray]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/five-mens-morris-murray.pgn:11:58: e5 is not next to a5 (no flying under these rules; did you mean a5-c5?)
!   1. a5 b4 2. a1 c4 3. e1 d4xe1 4. c1 b2 5. a3xc4 c4xc1 6. a5-e5 *
!                                                            ^
