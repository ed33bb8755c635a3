# niranchy: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/niranchy.pgn
? 1
> tests/data/morris/ludii/niranchy.pgn #1: valid, 0-1 (line: black made a line), 6 plies [niranchy]
> tests/data/morris/ludii/niranchy.pgn #2: illegal at ply 5, g7xa1: nothing is removed under these rules [niranchy]
> tests/data/morris/ludii/niranchy.pgn #3: valid, 1-0 (blocked: black cannot move), 24 plies [niranchy]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/niranchy.pgn:11:22: nothing is removed under these rules
!   1. a7 a1 2. d7 d1 3. g7xa1 *
!                        ^
