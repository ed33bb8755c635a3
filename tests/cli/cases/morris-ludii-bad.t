# Ludii trials: a vertex off the board, a hand not the mover's, the wrong mover, a setup count that does not add up, a line no trial has
$ arbiter validate -
< game=/lud/board/space/line/Nine Men's Morris.lud
< Move=[Move:mover=0,from=24,to=24,actions=[Add:type=Cell,to=24,what=1,count=9]]
< Move=[Move:mover=0,from=25,to=25,actions=[Add:type=Cell,to=25,what=2,count=9]]
< Move=[Move:mover=1,from=24,to=24,actions=[Move:typeFrom=Cell,from=24,typeTo=Vertex,to=24,decision=true]]
< numInitialPlacementMoves=2
< game=/lud/board/space/line/Nine Men's Morris.lud
< Move=[Move:mover=1,from=25,to=9,actions=[Move:typeFrom=Cell,from=25,typeTo=Vertex,to=9,decision=true]]
< game=/lud/board/space/line/Nine Men's Morris.lud
< Move=[Move:mover=1,from=24,to=9,actions=[Move:typeFrom=Cell,from=24,typeTo=Vertex,to=9,decision=true]]
< Move=[Move:mover=1,from=24,to=1,actions=[Move:typeFrom=Cell,from=24,typeTo=Vertex,to=1,decision=true]]
< game=/lud/board/space/line/Nine Men's Morris.lud
< Move=[Move:mover=0,from=24,to=24,actions=[Add:type=Cell,to=24,what=1,count=9]]
< numInitialPlacementMoves=2
< game=/lud/board/space/line/Nine Men's Morris.lud
< Moves=[Move:mover=1]
? 2
> <stdin> #1: illegal at ply 1, [Move:mover=1,from=24,to=24,actions=[Move:typeFrom=Cell,from...: vertex 24 is not on this board (Ludii numbers its vertices 0 to 23) [nine-mens-morris]
> <stdin> #2: illegal at ply 1, [Move:mover=1,from=25,to=9,actions=[Move:typeFrom=Cell,from=...: cell 25 is not player 1's hand (Ludii numbers the hands 24 and 25 on this board) [nine-mens-morris]
> <stdin> #3: illegal at ply 2, [Move:mover=1,from=24,to=1,actions=[Move:typeFrom=Cell,from=...: the record gives this move to white, but black is to move [nine-mens-morris]
> <stdin> #4: unreadable: numInitialPlacementMoves=2, but the trial begins with 1 setup move (mover 0)
> <stdin> #5: unreadable: not a line of a Ludii trial (game=, the game options, RNG internal state=, Move=, numInitialPlacementMoves=, winner=, endtype=, rankings=)
> 5 records: 0 valid, 3 illegal, 0 mismatched, 2 unreadable
! arbiter: <stdin>:4:6: vertex 24 is not on this board (Ludii numbers its vertices 0 to 23)
!   Move=[Move:mover=1,from=24,to=24,actions=[Move:typeFrom=Cell,from=24,typeTo=Vertex,to=24,decision=true]]
!        ^
! arbiter: <stdin>:7:6: cell 25 is not player 1's hand (Ludii numbers the hands 24 and 25 on this board)
!   Move=[Move:mover=1,from=25,to=9,actions=[Move:typeFrom=Cell,from=25,typeTo=Vertex,to=9,decision=true]]
!        ^
! arbiter: <stdin>:10:6: the record gives this move to white, but black is to move
!   Move=[Move:mover=1,from=24,to=1,actions=[Move:typeFrom=Cell,from=24,typeTo=Vertex,to=1,decision=true]]
!        ^
! arbiter: <stdin>:13:1: numInitialPlacementMoves=2, but the trial begins with 1 setup move (mover 0)
!   numInitialPlacementMoves=2
!   ^
! arbiter: <stdin>:15:1: not a line of a Ludii trial (game=, the game options, RNG internal state=, Move=, numInitialPlacementMoves=, winner=, endtype=, rankings=)
!   Moves=[Move:mover=1]
!   ^
