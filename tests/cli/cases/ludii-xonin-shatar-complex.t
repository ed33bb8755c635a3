# xonin-shatar-complex: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/xonin-shatar-complex.pgn
? 1
> tests/data/morris/ludii/xonin-shatar-complex.pgn #1: valid, * (unfinished), 8 plies [xonin-shatar-complex]
> tests/data/morris/ludii/xonin-shatar-complex.pgn #2: illegal at ply 7, f6xa7: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed [xonin-shatar-complex]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/xonin-shatar-complex.pgn:11:34: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed
!   1. b6 a7 2. d6 d7 3. c5 g7xc5 4. f6xa7 *
!                                    ^
