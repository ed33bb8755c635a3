# a real Sanmill test game, valid under the engine's preset
$ arbiter validate tests/data/real/morris/sanmill/win-less-than-three.pgn tests/data/real/morris/sanmill/sample-game-2.pgn
? 0
> tests/data/real/morris/sanmill/win-less-than-three.pgn #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 49 plies [sanmill-nine-mens-morris]
> tests/data/real/morris/sanmill/sample-game-2.pgn #1: valid, * (unfinished), 18 plies [sanmill-twelve-mens-morris]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
