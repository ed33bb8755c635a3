# Sam K'i (Ludii): a board that fills while placing, no line made, ends
# with white, to move, passing (Ludii's forced pass) and black, blocked
# too, losing: the only end, BlockWin, belongs to the Movement phase and is
# judged after white's pass, not after black's last placement (it was
# white's loss, 0-1)
$ arbiter validate tests/data/morris/sam-ki-full-board.pgn
? 1
> tests/data/morris/sam-ki-full-board.pgn #1: valid, 1-0 (board-full: the board is full: white, who placed first, passes, and black, who cannot move either, loses), 24 plies [sam-ki]
> tests/data/morris/sam-ki-full-board.pgn #2: mismatch: the record claims 0-1, but the game ended 1-0 at ply 24: the board is full: white, who placed first, passes, and black, who cannot move either, loses [sam-ki]
> 2 records: 1 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/morris/sam-ki-full-board.pgn:9:73: the record claims 0-1, but the game ended 1-0 at ply 24: the board is full: white, who placed first, passes, and black, who cannot move either, loses
!   a4 a1 b4 a7 c3 b2 c5 b6 d2 c4 d6 d1 d7 d3 e4 d5 e5 e3 f2 f4 g1 f6 g7 g4 0-1
!                                                                           ^
