# tant-fant: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/tant-fant.pgn
? 0
> tests/data/morris/ludii/tant-fant.pgn #1: valid, * (unfinished), 4 plies [tant-fant]
> tests/data/morris/ludii/tant-fant.pgn #2: valid, 1-0 (line: white made a line), 5 plies [tant-fant]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
