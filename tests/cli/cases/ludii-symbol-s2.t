# symbol-s2: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/symbol-s2.pgn
? 0
> tests/data/morris/ludii/symbol-s2.pgn #1: valid, * (unfinished), 5 plies [symbol-s2]
> tests/data/morris/ludii/symbol-s2.pgn #2: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 7 plies [symbol-s2]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
