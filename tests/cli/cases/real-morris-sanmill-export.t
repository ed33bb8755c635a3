# a real Sanmill PGN export (its [PlyCount "47"] counts the 7 removals of its 40 plies as plies of their own) holds
$ arbiter validate tests/data/real/morris/sanmill/reported-game.pgn
? 0
> tests/data/real/morris/sanmill/reported-game.pgn #1 (Human - AI): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 40 plies [sanmill-nine-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
