# mbenga-alignment-game: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/mbenga-alignment-game.pgn
? 0
> tests/data/morris/ludii/mbenga-alignment-game.pgn #1: valid, 1/2-1/2 (hands-empty: both hands are empty, and pieces do not move), 6 plies [mbenga-alignment-game]
> tests/data/morris/ludii/mbenga-alignment-game.pgn #2: valid, 1-0 (line: white made a line), 5 plies [mbenga-alignment-game]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
