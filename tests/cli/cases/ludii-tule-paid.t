# tule-paid: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/tule-paid.pgn
? 0
> tests/data/morris/ludii/tule-paid.pgn #1: valid, * (unfinished), 5 plies [tule-paid]
> tests/data/morris/ludii/tule-paid.pgn #2: valid, * (unfinished), 9 plies [tule-paid]
> tests/data/morris/ludii/tule-paid.pgn #3: valid, 1/2-1/2 (board-full: the board is full), 24 plies [tule-paid]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
