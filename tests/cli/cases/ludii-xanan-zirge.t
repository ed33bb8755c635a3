# xanan-zirge: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/xanan-zirge.pgn
? 1
> tests/data/morris/ludii/xanan-zirge.pgn #1: valid, * (unfinished), 8 plies [xanan-zirge]
> tests/data/morris/ludii/xanan-zirge.pgn #2: illegal at ply 7, f1xa1: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed [xanan-zirge]
> tests/data/morris/ludii/xanan-zirge.pgn #3: valid, * (unfinished), 7 plies [xanan-zirge]
> tests/data/morris/ludii/xanan-zirge.pgn #4: valid, * (unfinished), 5 plies [xanan-zirge]
> 4 records: 3 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/xanan-zirge.pgn:11:34: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed
!   1. d1 a1 2. e1 b1 3. a9 c1xa9 4. f1xa1 *
!                                    ^
