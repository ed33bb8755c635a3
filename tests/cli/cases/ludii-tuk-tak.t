# tuk-tak: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/tuk-tak.pgn
? 0
> tests/data/morris/ludii/tuk-tak.pgn #1: valid, * (unfinished), 7 plies [tuk-tak]
> tests/data/morris/ludii/tuk-tak.pgn #2: valid, 1-0 (line: white made a line), 5 plies [tuk-tak]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
