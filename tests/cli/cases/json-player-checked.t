# a JSON movetext item's third member, the player (0 white or X, 1 black or O), is held to the side to move for morris and UTTT as it is for backgammon and a Ludii trial's mover: a move given to the wrong player is illegal, said (it was ignored: both plies given to black, or to O, were valid); the right player, a removal given to the side that closed the mill, a move past the game's end (the game says so) and a move written where a removal is owed (the game says the removal) are as before; a Ludii move's player is its mover's
$ m='"game":"morris","variant":"nine-mens-morris","tags":[]'; u='"game":"uttt","variant":"uttt-standard","tags":[]'; t='"game":"morris","variant":"three-mens-morris","tags":[]'; L='[Move:mover=1,from=9,to=1,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=1,decision=true]]'; { echo "{$m,\"movetext\":[[\"move\",\"d6\",1],[\"move\",\"a1\",1]]}"; echo "{$m,\"movetext\":[[\"move\",\"d6\",0],[\"move\",\"a1\",0]]}"; echo "{$m,\"movetext\":[[\"move\",\"a1\",0],[\"move\",\"d6\",1],[\"move\",\"a4\",0],[\"move\",\"d5\",1],[\"move\",\"a7\",0],[\"move\",\"xd6\",0],[\"move\",\"g1\",1]]}"; echo "{$m,\"movetext\":[[\"move\",\"a1\",0],[\"move\",\"d6\",1],[\"move\",\"a4\",0],[\"move\",\"d5\",1],[\"move\",\"a7\",0],[\"move\",\"g1\",1]]}"; echo "{$t,\"movetext\":[[\"move\",\"a1\",0],[\"move\",\"c3\",1],[\"move\",\"a2\",0],[\"move\",\"c2\",1],[\"move\",\"a3\",0],[\"move\",\"b1\",0]]}"; echo "{$u,\"movetext\":[[\"move\",\"e5\",1],[\"move\",\"e4\",1]]}"; echo "{$u,\"movetext\":[[\"move\",\"e5\",0],[\"move\",\"e4\",1],[\"move\",\"d2\",1]]}"; echo "{$t,\"notation\":\"ludii\",\"movetext\":[[\"move\",\"$L\",0]]}"; echo "{$t,\"notation\":\"ludii\",\"movetext\":[[\"move\",\"$L\",1]]}"; } | arbiter validate -n json -
? 1
> <stdin> #1: illegal at ply 1, d6: the record gives this move to black, but white is to move [nine-mens-morris]
> <stdin> #2: illegal at ply 2, a1: the record gives this move to white, but black is to move [nine-mens-morris]
> <stdin> #3: valid, * (unfinished), 6 plies [nine-mens-morris]
> <stdin> #4: illegal at ply 6, g1: white's a7 closed a mill: a black piece must be removed (x) before the next move [nine-mens-morris]
> <stdin> #5: illegal at ply 6, b1: the game is over: white made a line [three-mens-morris]
> <stdin> #6: illegal at ply 1, e5: the record gives this move to O, but X is to move [uttt-standard]
> <stdin> #7: illegal at ply 3, d2: the record gives this move to O, but X is to move [uttt-standard]
> <stdin> #8: valid, * (unfinished), 1 ply [three-mens-morris]
> <stdin> #9: illegal at ply 1, [Move:mover=1,from=9,to=1,actions=[Move:typeFrom=Cell,from=9...: the record gives this move to black, but white is to move [three-mens-morris]
> 9 records: 2 valid, 7 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:77: the record gives this move to black, but white is to move
! arbiter: <stdin>:2:93: the record gives this move to white, but black is to move
! arbiter: <stdin>:4:157: white's a7 closed a mill: a black piece must be removed (x) before the next move
! arbiter: <stdin>:5:158: the game is over: white made a line
! arbiter: <stdin>:6:72: the record gives this move to O, but X is to move
! arbiter: <stdin>:7:104: the record gives this move to O, but X is to move
! arbiter: <stdin>:9:97: the record gives this move to black, but white is to move
