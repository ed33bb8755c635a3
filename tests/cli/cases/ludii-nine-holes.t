# nine-holes: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/nine-holes.pgn
? 0
> tests/data/morris/ludii/nine-holes.pgn #1: valid, * (unfinished), 7 plies [nine-holes]
> tests/data/morris/ludii/nine-holes.pgn #2: valid, 1-0 (line: white made a line), 5 plies [nine-holes]
> tests/data/morris/ludii/nine-holes.pgn #3: valid, * (unfinished), 5 plies [nine-holes]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
