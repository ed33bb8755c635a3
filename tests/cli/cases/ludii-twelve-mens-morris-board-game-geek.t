# twelve-mens-morris-board-game-geek: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn
? 1
> tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn #1: valid, * (unfinished), 5 plies [twelve-mens-morris-board-game-geek]
> tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn #2: valid, * (unfinished), 8 plies [twelve-mens-morris-board-game-geek]
> tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn #3: illegal at ply 7, e7xa1: white closed no mill: there is nothing to remove [twelve-mens-morris-board-game-geek]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn:17:31: white closed no mill: there is nothing to remove
!   1. e9 a1 2. e8 i1 3. e6 c3 4. e7xa1 *
!                                 ^
