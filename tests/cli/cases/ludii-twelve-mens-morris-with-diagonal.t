# twelve-mens-morris-with-diagonal: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/twelve-mens-morris-with-diagonal.pgn
? 0
> tests/data/morris/ludii/twelve-mens-morris-with-diagonal.pgn #1: valid, * (unfinished), 5 plies [twelve-mens-morris-with-diagonal]
> tests/data/morris/ludii/twelve-mens-morris-with-diagonal.pgn #2: valid, 1/2-1/2 (board-full: the board is full), 24 plies [twelve-mens-morris-with-diagonal]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
