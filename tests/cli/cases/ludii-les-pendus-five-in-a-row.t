# les-pendus-five-in-a-row: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/les-pendus-five-in-a-row.pgn
? 0
> tests/data/morris/ludii/les-pendus-five-in-a-row.pgn #1: valid, 1-0 (line: white made a line), 9 plies [les-pendus-five-in-a-row]
> tests/data/morris/ludii/les-pendus-five-in-a-row.pgn #2: valid, 1-0 (line: white made a line), 11 plies [les-pendus-five-in-a-row]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
