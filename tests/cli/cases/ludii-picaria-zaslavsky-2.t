# picaria-zaslavsky-2: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/picaria-zaslavsky-2.pgn
? 1
> tests/data/morris/ludii/picaria-zaslavsky-2.pgn #1: illegal at ply 2, c3: no piece is placed on c3 under these rules [picaria-zaslavsky-2]
> tests/data/morris/ludii/picaria-zaslavsky-2.pgn #2: valid, 1-0 (line: white made a line), 7 plies [picaria-zaslavsky-2]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/picaria-zaslavsky-2.pgn:5:7: no piece is placed on c3 under these rules
!   1. a1 c3 *
!         ^
