# nzengue-small: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/nzengue-small.pgn
? 0
> tests/data/morris/ludii/nzengue-small.pgn #1: valid, 1/2-1/2 (hands-empty: both hands are empty, and pieces do not move), 6 plies [nzengue-small]
> tests/data/morris/ludii/nzengue-small.pgn #2: valid, 1-0 (line: white made a line), 5 plies [nzengue-small]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
