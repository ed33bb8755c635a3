# ngrin: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/ngrin.pgn
? 1
> tests/data/morris/ludii/ngrin.pgn #1: illegal at ply 1, a1: the first piece of the game is placed on b2 [ngrin]
> tests/data/morris/ludii/ngrin.pgn #2: valid, 1/2-1/2 (board-full: the board is full), 9 plies [ngrin]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/ngrin.pgn:5:4: the first piece of the game is placed on b2
!   1. a1 *
!      ^
