# sam-ki: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/sam-ki.pgn
? 1
> tests/data/morris/ludii/sam-ki.pgn #1: illegal at ply 6, b4: b4 is dead until placing is over [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #2: valid, * (unfinished), 9 plies [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #3: valid, * (unfinished), 25 plies [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #4: illegal at ply 23, d5-a4: white has placed all its pieces and passes (p) until placing is over [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #5: valid, * (unfinished), 24 plies [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #6: illegal at ply 21, f4xe5: white has no piece left in hand to mark with [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #7: valid, 1-0 (board-full: the board is full: white, who placed first, passes, and black, who cannot move either, loses), 24 plies [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #8: valid, 0-1 (blocked: white cannot move), 24 plies [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #9: valid, * (unfinished), 46 plies [sam-ki]
> tests/data/morris/ludii/sam-ki.pgn #10: illegal at ply 46, d1-f4xa4: black flies: a mill closed by a flying move removes nothing [sam-ki]
> 10 records: 6 valid, 4 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/sam-ki.pgn:5:28: b4 is dead until placing is over
!   1. a7 b4 2. d7 c4 3. g7xb4 b4 *
!                              ^
! arbiter: tests/data/morris/ludii/sam-ki.pgn:23:109: white has placed all its pieces and passes (p) until placing is over
!   1. a7 b4 2. d7 b6 3. g7xb4 g4 4. b2 d6 5. c3 c4 6. e3 d3 7. e4 e5 8. c5 a1 9. d5 g1 10. d1 f2 11. f6 f4 12. d5-a4 *
!                                                                                                               ^
! arbiter: tests/data/morris/ludii/sam-ki.pgn:35:99: white has no piece left in hand to mark with
!   1. a7 b4 2. d7 c3 3. g7xb4 b6 4. e4 g1 5. a1 d6 6. f6 d2 7. d3 c4 8. d1 e5 9. c5 b2 10. f2 d5 11. f4xe5 *
!                                                                                                     ^
! arbiter: tests/data/morris/ludii/sam-ki.pgn:59:308: black flies: a mill closed by a flying move removes nothing
