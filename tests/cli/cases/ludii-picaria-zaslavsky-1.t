# picaria-zaslavsky-1: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/picaria-zaslavsky-1.pgn
? 0
> tests/data/morris/ludii/picaria-zaslavsky-1.pgn #1: valid, * (unfinished), 7 plies [picaria-zaslavsky-1]
> tests/data/morris/ludii/picaria-zaslavsky-1.pgn #2: valid, 1-0 (line: white made a line), 5 plies [picaria-zaslavsky-1]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
