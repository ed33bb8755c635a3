# six-penny-madell: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/six-penny-madell.pgn
? 1
> tests/data/morris/ludii/six-penny-madell.pgn #1: valid, * (unfinished), 5 plies [six-penny-madell]
> tests/data/morris/ludii/six-penny-madell.pgn #2: illegal at ply 16, g3-f4: f4 is not next to g3 (no flying under these rules; did you mean g3-i3?) [six-penny-madell]
> tests/data/morris/ludii/six-penny-madell.pgn #3: valid, * (unfinished), 20 plies [six-penny-madell]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/six-penny-madell.pgn:11:88: f4 is not next to g3 (no flying under these rules; did you mean g3-i3?)
!   1. g5 h4 2. g6 i4 3. g7xh4 g3 4. e3 g2 5. c2 g1 6. a1xg1 m1 7. g7-j4 m1-k2 8. j4-g7xi4 g3-f4 *
!                                                                                          ^
