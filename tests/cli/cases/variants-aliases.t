# the names records use: Nine Holes is its own game (no diagonals, pieces
# move anywhere), not three men's morris; Five Men's Morris has five pieces
$ arbiter validate tests/data/morris/aliases.pgn
? 1
> tests/data/morris/aliases.pgn #1: valid, * (unfinished), 5 plies [nine-holes]
> tests/data/morris/aliases.pgn #2: valid, * (unfinished), 9 plies [five-mens-morris-murray]
> tests/data/morris/aliases.pgn #3: illegal at ply 11, b2: white has no pieces left to place [five-mens-morris-murray]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/aliases.pgn:17:55: white has no pieces left to place
!   1. a5 b4 2. a1 c4 3. e1 d4xe1 4. c1 b2 5. a3xb2 e5 6. b2 *
!                                                         ^
