# marelle-triple: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/marelle-triple.pgn
? 1
> tests/data/morris/ludii/marelle-triple.pgn #1: illegal at ply 5, c5xd7: white closed no mill: there is nothing to remove [marelle-triple]
> tests/data/morris/ludii/marelle-triple.pgn #2: valid, * (unfinished), 19 plies [marelle-triple]
> tests/data/morris/ludii/marelle-triple.pgn #3: valid, * (unfinished), 22 plies [marelle-triple]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/marelle-triple.pgn:5:22: white closed no mill: there is nothing to remove
!   1. a7 d7 2. b6 d6 3. c5xd7 *
!                        ^
