# les-pendus: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/les-pendus.pgn
? 0
> tests/data/morris/ludii/les-pendus.pgn #1: valid, * (unfinished), 7 plies [les-pendus]
> tests/data/morris/ludii/les-pendus.pgn #2: valid, 1-0 (line: white made a line), 5 plies [les-pendus]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
