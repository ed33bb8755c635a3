# round-merels: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/round-merels.pgn
? 0
> tests/data/morris/ludii/round-merels.pgn #1: valid, 1-0 (line: white made a line), 5 plies [round-merels]
> tests/data/morris/ludii/round-merels.pgn #2: valid, * (unfinished), 5 plies [round-merels]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
