# a blocking goal (Niranchy, the second side blocks): white places its last piece, closing no line, and cannot move; black wins at once, though black still has a piece to place, and a 24th placement is refused
$ arbiter validate -V niranchy-player-2-blocks -n openspiel tests/data/morris/niranchy-last-piece.txt
? 1
> tests/data/morris/niranchy-last-piece.txt #1: valid, 0-1 (blocked: white cannot move), 23 plies [niranchy-player-2-blocks]
> tests/data/morris/niranchy-last-piece.txt #2: valid, 0-1 (blocked: white cannot move), 23 plies [niranchy-player-2-blocks]
> tests/data/morris/niranchy-last-piece.txt #3: illegal at ply 24, 2: the game is over: white cannot move [niranchy-player-2-blocks]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/niranchy-last-piece.txt:3:60: the game is over: white cannot move
!   9 18 12 6 8 11 10 21 5 19 3 17 0 13 22 16 14 23 15 2 1 4 7 2 *
!                                                              ^
