# every kind of illegal move, with its reason and place
$ arbiter validate tests/data/morris/illegal.pgn
? 1
> tests/data/morris/illegal.pgn #1: illegal at ply 3, d6: d6 is occupied [nine-mens-morris]
> tests/data/morris/illegal.pgn #2: illegal at ply 19, a1: white has no pieces left to place [nine-mens-morris]
> tests/data/morris/illegal.pgn #3: illegal at ply 3, d6-d5: white still has 8 pieces in hand and must place [nine-mens-morris]
> tests/data/morris/illegal.pgn #4: illegal at ply 19, d7-d5: d7 holds a black piece, not a white one [nine-mens-morris]
> tests/data/morris/illegal.pgn #5: illegal at ply 20, d2-d5: d5 is not next to d2 (black has 9 pieces and flies only with 3) [nine-mens-morris]
> tests/data/morris/illegal.pgn #6: illegal at ply 19, a7-d7: d7 is occupied [nine-mens-morris]
> tests/data/morris/illegal.pgn #7: illegal at ply 19, b6-b4xd7: white closed no mill: there is nothing to remove [nine-mens-morris]
> tests/data/morris/illegal.pgn #8: illegal at ply 9, a7xb6xf6: white closed 2 mills: one removal, not one per mill [nine-mens-morris]
> tests/data/morris/illegal.pgn #9: illegal at ply 20, d2-d1: white's e4-f4 closed a mill: a black piece must be removed (x) before the next move [nine-mens-morris]
> tests/data/morris/illegal.pgn #10: illegal at ply 9, c4xd1: d1 is in a mill and cannot be removed while f2 is in none [nine-mens-morris]
> tests/data/morris/illegal.pgn #11: illegal at ply 19, e4-f4xf6: f6 is white's own piece [nine-mens-morris]
> tests/data/morris/illegal.pgn #12: illegal at ply 19, p: white can move and may not pass [nine-mens-morris]
> tests/data/morris/illegal.pgn #13: illegal at ply 6, a3: the game is over: white made a line [three-mens-morris]
> tests/data/morris/illegal.pgn #14: illegal at ply 2, d4: d4 is not a point on this board [nine-mens-morris]
> tests/data/morris/illegal.pgn #15: illegal at ply 2, hello: 'hello' is not a move in algebraic notation [nine-mens-morris]
> tests/data/morris/illegal.pgn #16: illegal at ply 23, e4-f4xd6: every point of this mill stood in an earlier mill of white's: it removes nothing (one-time mills) [russian-one-time-mill]
> tests/data/morris/illegal.pgn #17: illegal at ply 5, g7xd2: the removal is taken from black's hand [dooz-twelve]
> tests/data/morris/illegal.pgn #18: illegal at ply 25, c3-b2: the board is full: white must remove a black piece [dooz-twelve]
> tests/data/morris/illegal.pgn #19: illegal at ply 29, f6-g7: the piece on f6 just closed a mill from g7 and may not go straight back to close one again [morabaraba]
> 19 records: 0 valid, 19 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/illegal.pgn:5:13: d6 is occupied
!   1. d6 a1 2. d6 *
!               ^
! arbiter: tests/data/morris/illegal.pgn:11:86: white has no pieces left to place
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. a1 *
!                                                                                        ^
! arbiter: tests/data/morris/illegal.pgn:17:13: white still has 8 pieces in hand and must place
!   1. d6 a1 2. d6-d5 *
!               ^
! arbiter: tests/data/morris/illegal.pgn:23:86: d7 holds a black piece, not a white one
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. d7-d5 *
!                                                                                        ^
! arbiter: tests/data/morris/illegal.pgn:29:92: d5 is not next to d2 (black has 9 pieces and flies only with 3)
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. b6-b4 d2-d5 *
!                                                                                              ^
! arbiter: tests/data/morris/illegal.pgn:35:86: d7 is occupied
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. a7-d7 *
!                                                                                        ^
! arbiter: tests/data/morris/illegal.pgn:41:86: white closed no mill: there is nothing to remove
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. b6-b4xd7 *
!                                                                                        ^
! arbiter: tests/data/morris/illegal.pgn:47:40: white closed 2 mills: one removal, not one per mill
!   1. d7 b6 2. g7 f6 3. a4 b2 4. a1 d2 5. a7xb6xf6 *
!                                          ^
! arbiter: tests/data/morris/illegal.pgn:53:92: white's e4-f4 closed a mill: a black piece must be removed (x) before the next move
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. e4-f4 d2-d1 *
!                                                                                              ^
! arbiter: tests/data/morris/illegal.pgn:59:43: d1 is in a mill and cannot be removed while f2 is in none
!   1. a4 a1 2. b4 d1 3. e4 g1xe4 4. f6 f2 5. c4xd1 *
!                                             ^
! arbiter: tests/data/morris/illegal.pgn:65:86: f6 is white's own piece
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. e4-f4xf6 *
!                                                                                        ^
! arbiter: tests/data/morris/illegal.pgn:71:86: white can move and may not pass
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. p *
!                                                                                        ^
! arbiter: tests/data/morris/illegal.pgn:77:25: the game is over: white made a line
!   1. a1 b1 2. b2 c1 3. c3 a3 *
!                           ^
! arbiter: tests/data/morris/illegal.pgn:83:7: d4 is not a point on this board
!   1. d6 d4 *
!         ^
! arbiter: tests/data/morris/illegal.pgn:89:7: 'hello' is not a move in algebraic notation
!   1. d6 hello *
!         ^
! arbiter: tests/data/morris/illegal.pgn:95:121: every point of this mill stood in an earlier mill of white's: it removes nothing (one-time mills)
!   1. a7 d7 2. g7 d6 3. b6 a4 4. f6 g4 5. c4 d2 6. e4 c5 7. b2 e5 8. f2 c3 9. d3 e3 10. e4-f4xd7 d2-d1 11. f4-e4 d1-d2 12. e4-f4xd6 *
!                                                                                                                           ^
! arbiter: tests/data/morris/illegal.pgn:101:22: the removal is taken from black's hand
!   1. a7 b6 2. d7 f6 3. g7xd2 *
!                        ^
! arbiter: tests/data/morris/illegal.pgn:107:116: the board is full: white must remove a black piece
!   1. d7 b2 2. b4 c3 3. d6 g1 4. d3 a4 5. a7 d5 6. d1 c5 7. e5 d2 8. e4 b6 9. g4 g7 10. f2 e3 11. c4 f6 12. a1 f4 13. c3-b2 *
!                                                                                                                      ^
! arbiter: tests/data/morris/illegal.pgn:114:56: the piece on f6 just closed a mill from g7 and may not go straight back to close one again
!   a7 xd7 a1 d1 b2 d3 xb2 f6-d6 c5-c4 g7-f6 xc4 d5-c5 xd6 f6-g7 *
!                                                          ^
