# gurgaldaj: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/gurgaldaj.pgn
? 1
> tests/data/morris/ludii/gurgaldaj.pgn #1: valid, * (unfinished), 8 plies [gurgaldaj]
> tests/data/morris/ludii/gurgaldaj.pgn #2: illegal at ply 7, g6xe3: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed [gurgaldaj]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/gurgaldaj.pgn:11:34: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed
!   1. c2 e3 2. e4 f4 3. g7 g5xg7 4. g6xe3 *
!                                    ^
