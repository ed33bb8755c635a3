# nine-mens-morris-ludii: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/nine-mens-morris-ludii.pgn
? 1
> tests/data/morris/ludii/nine-mens-morris-ludii.pgn #1: valid, * (unfinished), 21 plies [nine-mens-morris-ludii]
> tests/data/morris/ludii/nine-mens-morris-ludii.pgn #2: illegal at ply 20, a1-a4: black cannot move and must pass (p) [nine-mens-morris-ludii]
> tests/data/morris/ludii/nine-mens-morris-ludii.pgn #3: valid, * (unfinished), 32 plies [nine-mens-morris-ludii]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/nine-mens-morris-ludii.pgn:11:92: black cannot move and must pass (p)
!   1. a4 a1 2. b6 b2 3. c3 b4 4. d2 c4 5. d5 c5 6. d7 d1 7. e4 d3 8. f4 e3 9. g1 e5 10. f4-f2 a1-a4 *
!                                                                                              ^
