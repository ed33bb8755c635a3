# altan-xaraacaj: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/altan-xaraacaj.pgn
? 1
> tests/data/morris/ludii/altan-xaraacaj.pgn #1: valid, * (unfinished), 8 plies [altan-xaraacaj]
> tests/data/morris/ludii/altan-xaraacaj.pgn #2: illegal at ply 7, c2xa1: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed [altan-xaraacaj]
> tests/data/morris/ludii/altan-xaraacaj.pgn #3: valid, * (unfinished), 5 plies [altan-xaraacaj]
> tests/data/morris/ludii/altan-xaraacaj.pgn #4: valid, * (unfinished), 8 plies [altan-xaraacaj]
> tests/data/morris/ludii/altan-xaraacaj.pgn #5: illegal at ply 7, c1xa5: white closed no mill: there is nothing to remove [altan-xaraacaj]
> 5 records: 3 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/altan-xaraacaj.pgn:11:34: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed
!   1. a2 a1 2. b2 b1 3. a5 c1xa5 4. c2xa1 *
!                                    ^
! arbiter: tests/data/morris/ludii/altan-xaraacaj.pgn:29:31: white closed no mill: there is nothing to remove
!   1. a1 a5 2. b1 e5 3. d1 c3 4. c1xa5 *
!                                 ^
