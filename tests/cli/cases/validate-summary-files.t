# --summary=files: a line after each file, then the total; a file that
# cannot be opened has its line too
$ arbiter validate -q --summary=files records/uttt tests/data/morris/illegal.pgn nosuch.pgn 2>/dev/null
? 2
> records/uttt/club-league.uttt: 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
> records/uttt/codingame-bots.uttt: 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
> records/uttt/drawn-counts-both.uttt: 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
> records/uttt/open-board.uttt: 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
> records/uttt/won-board-playable.uttt: 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
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
> tests/data/morris/illegal.pgn: 19 records: 0 valid, 19 illegal, 0 mismatched, 0 unreadable
> nosuch.pgn #1: unreadable: cannot open: No such file or directory
> nosuch.pgn: 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> total: 39 records: 19 valid, 19 illegal, 0 mismatched, 1 unreadable
