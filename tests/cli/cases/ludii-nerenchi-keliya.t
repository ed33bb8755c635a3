# nerenchi-keliya: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/nerenchi-keliya.pgn
? 1
> tests/data/morris/ludii/nerenchi-keliya.pgn #1: valid, * (unfinished), 8 plies [nerenchi-keliya]
> tests/data/morris/ludii/nerenchi-keliya.pgn #2: illegal at ply 5, g7xb6: a mill made while placing removes nothing: its side places again [nerenchi-keliya]
> tests/data/morris/ludii/nerenchi-keliya.pgn #3: valid, * (unfinished), 19 plies [nerenchi-keliya]
> tests/data/morris/ludii/nerenchi-keliya.pgn #4: illegal at ply 18, a1-d1: white has placed all its pieces and passes (p) until placing is over [nerenchi-keliya]
> tests/data/morris/ludii/nerenchi-keliya.pgn #5: valid, * (unfinished), 21 plies [nerenchi-keliya]
> tests/data/morris/ludii/nerenchi-keliya.pgn #6: illegal at ply 20, b4-a4: b4 holds a black piece, not a white one [nerenchi-keliya]
> tests/data/morris/ludii/nerenchi-keliya.pgn #7: valid, * (unfinished), 21 plies [nerenchi-keliya]
> tests/data/morris/ludii/nerenchi-keliya.pgn #8: illegal at ply 37, b4-e4: e4 is not next to b4 (no flying under these rules) [nerenchi-keliya]
> 8 records: 4 valid, 4 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/nerenchi-keliya.pgn:11:22: a mill made while placing removes nothing: its side places again
!   1. a7 b6 2. d7 d6 3. g7xb6 *
!                        ^
! arbiter: tests/data/morris/ludii/nerenchi-keliya.pgn:23:79: white has placed all its pieces and passes (p) until placing is over
!   1. a7 b6 2. d7 d6 3. g7 a1 4. a4 g1 5. g4 b2 6. c5 f2 7. e5 c3 8. d2 e3 9. d3 a1-d1 *
!                                                                                 ^
! arbiter: tests/data/morris/ludii/nerenchi-keliya.pgn:35:95: b4 holds a black piece, not a white one
!   1. a7 b6 2. d7 d6 3. g4 f4 4. a1 b4 5. c5 c4 6. e5 e4 7. b2 d1 8. f2 g1 9. d3 c3 10. g4-g7xd6 b4-a4 *
!                                                                                                 ^
! arbiter: tests/data/morris/ludii/nerenchi-keliya.pgn:47:248: e4 is not next to b4 (no flying under these rules)
