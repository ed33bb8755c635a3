# achi-murray: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/achi-murray.pgn
? 0
> tests/data/morris/ludii/achi-murray.pgn #1: valid, * (unfinished), 9 plies [achi-murray]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
