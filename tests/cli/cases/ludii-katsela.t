# katsela: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/katsela.pgn
? 1
> tests/data/morris/ludii/katsela.pgn #1: illegal at ply 1, a1: the first piece of the game is placed on b2 [katsela]
> tests/data/morris/ludii/katsela.pgn #2: valid, * (unfinished), 3 plies [katsela]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/katsela.pgn:5:4: the first piece of the game is placed on b2
!   1. a1 *
!      ^
