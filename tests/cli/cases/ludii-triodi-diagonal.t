# triodi-diagonal: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/triodi-diagonal.pgn
? 0
> tests/data/morris/ludii/triodi-diagonal.pgn #1: valid, * (unfinished), 5 plies [triodi-diagonal]
> tests/data/morris/ludii/triodi-diagonal.pgn #2: valid, * (unfinished), 9 plies [triodi-diagonal]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
