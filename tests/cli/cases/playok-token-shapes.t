# PlayOK numbers: the common shapes are read by hand, the rest by the pattern;
# both give the same moves and the same messages (numbers off the board, a
# third digit, a cut token, a colon, capital X and P, a game with capital X)
$ arbiter validate tests/data/morris/playok-token-shapes.pgn
? 1
> tests/data/morris/playok-token-shapes.pgn #1: illegal at ply 3, 25: 25 is not a point number on this board [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #2: illegal at ply 3, 0: '0' is not a move in PlayOK notation [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #3: illegal at ply 3, 123: '123' is not a move in PlayOK notation [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #4: illegal at ply 3, 3-25: 25 is not a point number on this board [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #5: illegal at ply 3, 1-2-3: '1-2-3' is not a move in PlayOK notation [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #6: illegal at ply 3, 5x: '5x' is not a move in PlayOK notation [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #7: illegal at ply 3, 5-: '5-' is not a move in PlayOK notation [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #8: illegal at ply 3, xx3: 'xx3' is not a move in PlayOK notation [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #9: illegal at ply 3, 05: '05' is not a move in PlayOK notation (did you mean 15?) [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #10: illegal at ply 3, 1:2: '1:2' is not a move in PlayOK notation (did you mean 12?) [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #11: illegal at ply 3, 1x25: 25 is not a point number on this board [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #12: illegal at ply 3, 1X2: 1 is occupied (did you mean 12?) [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #13: illegal at ply 3, P: white can move and may not pass [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #14 (Lerato - Radu): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 351 plies [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #15 (Jan - Maria): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 173 plies [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #16 (Lerato - Jan): valid, 1/2-1/2 (move-limit: 100 plies without a removal), 154 plies [nine-mens-morris]
> tests/data/morris/playok-token-shapes.pgn #17 (Elif - Ayşe): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 91 plies [nine-mens-morris]
> 17 records: 4 valid, 13 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/playok-token-shapes.pgn:4:11: 25 is not a point number on this board
!   1. 1 2 2. 25 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:9:11: '0' is not a move in PlayOK notation
!   1. 1 2 2. 0 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:14:11: '123' is not a move in PlayOK notation
!   1. 1 2 2. 123 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:19:11: 25 is not a point number on this board
!   1. 1 2 2. 3-25 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:24:11: '1-2-3' is not a move in PlayOK notation
!   1. 1 2 2. 1-2-3 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:29:11: '5x' is not a move in PlayOK notation
!   1. 1 2 2. 5x *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:34:11: '5-' is not a move in PlayOK notation
!   1. 1 2 2. 5- *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:39:11: 'xx3' is not a move in PlayOK notation
!   1. 1 2 2. xx3 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:44:11: '05' is not a move in PlayOK notation (did you mean 15?)
!   1. 1 2 2. 05 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:49:11: '1:2' is not a move in PlayOK notation (did you mean 12?)
!   1. 1 2 2. 1:2 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:54:11: 25 is not a point number on this board
!   1. 1 2 2. 1x25 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:59:11: 1 is occupied (did you mean 12?)
!   1. 1 2 2. 1X2 *
!             ^
! arbiter: tests/data/morris/playok-token-shapes.pgn:64:11: white can move and may not pass
!   1. 1 2 2. P *
!             ^
