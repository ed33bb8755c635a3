# a record that starts from a set-up position ([FEN], [SetUp "1"], as Sanmill exports one) is unreadable, said: no game reads a position from tags, and judged from the start it was another game (Sanmill's own record illegal at its first move, a place on an occupied point valid); [SetUp "0"] sets the FEN aside
$ arbiter validate tests/data/hostile/set-up-fen.pgn
? 2
> tests/data/hostile/set-up-fen.pgn #1: unreadable: the record starts from a set-up position ([FEN]), which arbiter does not read: played from the start, it would be judged as another game
> tests/data/hostile/set-up-fen.pgn #2: unreadable: the record starts from a set-up position ([FEN]), which arbiter does not read: played from the start, it would be judged as another game
> tests/data/hostile/set-up-fen.pgn #3: valid, * (unfinished), 2 plies [nine-mens-morris]
> 3 records: 1 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: tests/data/hostile/set-up-fen.pgn:1:1: the record starts from a set-up position ([FEN]), which arbiter does not read: played from the start, it would be judged as another game
!   [FEN "O***O***/********/******@* w m m 2 7 2 7 0 0 0 0 0 0 0 0"]
!   ^
! arbiter: tests/data/hostile/set-up-fen.pgn:6:1: the record starts from a set-up position ([FEN]), which arbiter does not read: played from the start, it would be judged as another game
!   [Site "Sanmill"]
!   ^
