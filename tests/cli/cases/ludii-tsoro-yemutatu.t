# tsoro-yemutatu: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/tsoro-yemutatu.pgn
? 0
> tests/data/morris/ludii/tsoro-yemutatu.pgn #1: valid, * (unfinished), 7 plies [tsoro-yemutatu]
> tests/data/morris/ludii/tsoro-yemutatu.pgn #2: valid, 1-0 (line: white made a line), 5 plies [tsoro-yemutatu]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
