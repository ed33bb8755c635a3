# zurgaan-tal: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/zurgaan-tal.pgn
? 1
> tests/data/morris/ludii/zurgaan-tal.pgn #1: valid, * (unfinished), 8 plies [zurgaan-tal]
> tests/data/morris/ludii/zurgaan-tal.pgn #2: illegal at ply 7, i3xe5: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed [zurgaan-tal]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/zurgaan-tal.pgn:11:34: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed
!   1. g3 e5 2. h3 f6 3. e9 g7xe9 4. i3xe5 *
!                                    ^
