# nao-guti: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/nao-guti.pgn
? 1
> tests/data/morris/ludii/nao-guti.pgn #1: valid, * (unfinished), 9 plies [nao-guti]
> tests/data/morris/ludii/nao-guti.pgn #2: illegal at ply 26, c5-e5: e5 is not next to c5 (no flying under these rules; did you mean c5-d5?) [nao-guti]
> tests/data/morris/ludii/nao-guti.pgn #3: valid, * (unfinished), 30 plies [nao-guti]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/nao-guti.pgn:11:158: e5 is not next to c5 (no flying under these rules; did you mean c5-d5?)
!   1. a7 c5 2. d7 e5 3. g7xe5 c3 4. a4 e3 5. a1xe3 b6 6. d1 f2 7. g1xf2 d6 8. g4xd6 f4 9. c4 e4 10. d7-d6 e4-e5 11. d6-d7xb6 e5-e4 12. d7-d6 e4-e5 13. d6-d7xe5 c5-e5 *
!                                                                                                                                                                ^
