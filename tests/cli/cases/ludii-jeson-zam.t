# jeson-zam: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/jeson-zam.pgn
? 1
> tests/data/morris/ludii/jeson-zam.pgn #1: valid, * (unfinished), 8 plies [jeson-zam]
> tests/data/morris/ludii/jeson-zam.pgn #2: illegal at ply 7, c5xf7: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed [jeson-zam]
> tests/data/morris/ludii/jeson-zam.pgn #3: illegal at ply 1, e5: no piece is placed on e5 under these rules [jeson-zam]
> 3 records: 1 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/jeson-zam.pgn:11:34: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed
!   1. c1 f7 2. c4 g6 3. c9 i5xc9 4. c5xf7 *
!                                    ^
! arbiter: tests/data/morris/ludii/jeson-zam.pgn:17:4: no piece is placed on e5 under these rules
!   1. e5 *
!      ^
