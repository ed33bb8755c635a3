# fettas: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/fettas.pgn
? 0
> tests/data/morris/ludii/fettas.pgn #1: valid, * (unfinished), 23 plies [fettas]
> tests/data/morris/ludii/fettas.pgn #2: valid, * (unfinished), 9 plies [fettas]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
