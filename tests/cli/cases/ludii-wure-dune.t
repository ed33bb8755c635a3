# wure-dune: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/wure-dune.pgn
? 0
> tests/data/morris/ludii/wure-dune.pgn #1: valid, * (unfinished), 7 plies [wure-dune]
> tests/data/morris/ludii/wure-dune.pgn #2: valid, * (unfinished), 5 plies [wure-dune]
> tests/data/morris/ludii/wure-dune.pgn #3: valid, 1-0 (line: white made a line), 5 plies [wure-dune]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
