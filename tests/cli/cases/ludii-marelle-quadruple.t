# marelle-quadruple: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/marelle-quadruple.pgn
? 1
> tests/data/morris/ludii/marelle-quadruple.pgn #1: valid, 1-0 (line: white made a line), 11 plies [marelle-quadruple]
> tests/data/morris/ludii/marelle-quadruple.pgn #2: illegal at ply 11, a3-e1: e1 is not next to a3 (no flying under these rules) [marelle-quadruple]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/marelle-quadruple.pgn:11:49: e1 is not next to a3 (no flying under these rules)
!   1. a1 a5 2. b1 b5 3. c1 c5 4. d1 d5 5. a3 a4 6. a3-e1 *
!                                                   ^
