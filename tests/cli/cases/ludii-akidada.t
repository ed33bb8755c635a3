# akidada: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/akidada.pgn
? 0
> tests/data/morris/ludii/akidada.pgn #1: valid, * (unfinished), 7 plies [akidada]
> tests/data/morris/ludii/akidada.pgn #2: valid, 1-0 (line: white made a line), 5 plies [akidada]
> tests/data/morris/ludii/akidada.pgn #3: valid, * (unfinished), 5 plies [akidada]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
