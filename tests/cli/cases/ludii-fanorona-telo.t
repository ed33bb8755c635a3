# fanorona-telo: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/fanorona-telo.pgn
? 1
> tests/data/morris/ludii/fanorona-telo.pgn #1: valid, 1-0 (line: white made a line), 5 plies [fanorona-telo]
> tests/data/morris/ludii/fanorona-telo.pgn #2: illegal at ply 7, a1-c2: c2 is not next to a1 (no flying under these rules) [fanorona-telo]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/fanorona-telo.pgn:11:31: c2 is not next to a1 (no flying under these rules)
!   1. a1 b1 2. c1 a2 3. b3 c3 4. a1-c2 *
!                                 ^
