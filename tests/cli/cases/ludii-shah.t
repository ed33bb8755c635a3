# shah: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/shah.pgn
? 1
> tests/data/morris/ludii/shah.pgn #1: illegal at ply 6, f6xe3: a mill made while placing removes nothing until placing is over [shah]
> tests/data/morris/ludii/shah.pgn #2: valid, * (unfinished), 27 plies [shah]
> tests/data/morris/ludii/shah.pgn #3: illegal at ply 27, a7-d7: a7 holds a white piece, not a black one (did you mean d6-d7?) [shah]
> tests/data/morris/ludii/shah.pgn #4: valid, * (unfinished), 25 plies [shah]
> tests/data/morris/ludii/shah.pgn #5: valid, * (unfinished), 29 plies [shah]
> tests/data/morris/ludii/shah.pgn #6: illegal at ply 28, f6-d6xa7: a move that frees white removes nothing [shah]
> tests/data/morris/ludii/shah.pgn #7: valid, * (unfinished), 27 plies [shah]
> tests/data/morris/ludii/shah.pgn #8: illegal at ply 27, a4-a7: a4 holds a white piece, not a black one [shah]
> 8 records: 4 valid, 4 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/shah.pgn:5:25: a mill made while placing removes nothing until placing is over
!   1. e3 b6 2. a1 d6 3. g4 f6xe3 *
!                           ^
! arbiter: tests/data/morris/ludii/shah.pgn:17:124: a7 holds a white piece, not a black one (did you mean d6-d7?)
!   1. e3 b6 2. a1 d6 3. g4 f6 4. c5 f2 5. d1 d5 6. c4 b4 7. a7 d2 8. d3 e4 9. b2 g1 10. f4 a4 11. d7 e5 12. g7 c3 xd7 xb6 13. a7-d7 *
!                                                                                                                              ^
! arbiter: tests/data/morris/ludii/shah.pgn:35:130: a move that frees white removes nothing
!   1. e3 b6 2. a1 d6 3. g4 f6 4. c5 f2 5. d1 d5 6. c4 b4 7. a7 d2 8. d3 e4 9. b2 g1 10. f4 a4 11. d7 e5 12. g7 c3 xd7 xb6 13. d6-d7 f6-d6xa7 *
!                                                                                                                                    ^
! arbiter: tests/data/morris/ludii/shah.pgn:47:124: a4 holds a white piece, not a black one
!   1. a7 g7 2. d7 d6 3. b6 f6 4. c5 d5 5. e5 c4 6. a4 f4 7. b4 g4 8. e4 c3 9. d3 e3 10. d2 b2 11. f2 a1 12. g1 d1 xa7 xd1 13. a4-a7 *
!                                                                                                                              ^
