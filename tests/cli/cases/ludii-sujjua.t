# sujjua: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/README.md)
$ arbiter validate tests/data/morris/ludii/sujjua.pgn
? 1
> tests/data/morris/ludii/sujjua.pgn #1: valid, * (unfinished), 3 plies [sujjua]
> tests/data/morris/ludii/sujjua.pgn #2: valid, 1-0 (line: white made a line), 5 plies [sujjua]
> tests/data/morris/ludii/sujjua.pgn #3: illegal at ply 5, g7xg1: a line wins the game: nothing is removed [sujjua]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/sujjua.pgn:17:22: a line wins the game: nothing is removed
!   1. a7 g1 2. d7 g4 3. g7xg1 1-0
!                        ^
