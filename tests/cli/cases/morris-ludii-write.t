# algebraic to a Ludii trial: the setup fills the hands, a mill keeps the turn for the removal; there and back gives the same games
$ arbiter convert -t ludii records/morris/three-mens-morris.pgn && diff <(arbiter convert -q -t ludii records/morris/nine-mens-morris.pgn 2>/dev/null | arbiter convert -q -n ludii -f flat -t algebraic - 2>/dev/null) <(arbiter convert -q -f flat -t algebraic records/morris/nine-mens-morris.pgn 2>/dev/null) && echo the same games
? 0
> game=Three Men's Morris.lud
> START GAME OPTIONS
> END GAME OPTIONS
> RNG internal state=0,0,0,0,0,0,0,0
> Move=[Move:mover=0,from=9,to=9,actions=[Add:type=Cell,to=9,what=1,count=3]]
> Move=[Move:mover=0,from=10,to=10,actions=[Add:type=Cell,to=10,what=2,count=3]]
> Move=[Move:mover=1,from=9,to=5,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=5,decision=true]]
> Move=[Move:mover=2,from=10,to=6,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=6,decision=true]]
> Move=[Move:mover=1,from=9,to=1,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=1,decision=true]]
> Move=[Move:mover=2,from=10,to=3,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=3,decision=true]]
> Move=[Move:mover=1,from=9,to=8,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=8,decision=true]]
> Move=[Move:mover=2,from=10,to=0,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=0,decision=true]]
> numInitialPlacementMoves=2
> winner=2
> endtype=NaturalEnd
> rankings=0.0,2.0,1.0
> game=Three Men's Morris.lud
> START GAME OPTIONS
> END GAME OPTIONS
> RNG internal state=0,0,0,0,0,0,0,0
> Move=[Move:mover=0,from=9,to=9,actions=[Add:type=Cell,to=9,what=1,count=3]]
> Move=[Move:mover=0,from=10,to=10,actions=[Add:type=Cell,to=10,what=2,count=3]]
> Move=[Move:mover=1,from=9,to=6,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=6,decision=true]]
> Move=[Move:mover=2,from=10,to=3,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=3,decision=true]]
> Move=[Move:mover=1,from=9,to=8,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=8,decision=true]]
> Move=[Move:mover=2,from=10,to=4,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=4,decision=true]]
> Move=[Move:mover=1,from=9,to=5,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=5,decision=true]]
> Move=[Move:mover=2,from=10,to=1,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=1,decision=true]]
> Move=[Move:mover=1,from=5,to=2,actions=[Move:typeFrom=Vertex,from=5,typeTo=Vertex,to=2,decision=true]]
> Move=[Move:mover=2,from=4,to=5,actions=[Move:typeFrom=Vertex,from=4,typeTo=Vertex,to=5,decision=true]]
> Move=[Move:mover=1,from=8,to=7,actions=[Move:typeFrom=Vertex,from=8,typeTo=Vertex,to=7,decision=true]]
> Move=[Move:mover=2,from=3,to=0,actions=[Move:typeFrom=Vertex,from=3,typeTo=Vertex,to=0,decision=true]]
> Move=[Move:mover=1,from=6,to=3,actions=[Move:typeFrom=Vertex,from=6,typeTo=Vertex,to=3,decision=true]]
> Move=[Move:mover=2,from=1,to=4,actions=[Move:typeFrom=Vertex,from=1,typeTo=Vertex,to=4,decision=true]]
> Move=[Move:mover=1,from=7,to=8,actions=[Move:typeFrom=Vertex,from=7,typeTo=Vertex,to=8,decision=true]]
> Move=[Move:mover=2,from=0,to=1,actions=[Move:typeFrom=Vertex,from=0,typeTo=Vertex,to=1,decision=true]]
> Move=[Move:mover=1,from=3,to=0,actions=[Move:typeFrom=Vertex,from=3,typeTo=Vertex,to=0,decision=true]]
> Move=[Move:mover=2,from=4,to=6,actions=[Move:typeFrom=Vertex,from=4,typeTo=Vertex,to=6,decision=true]]
> Move=[Move:mover=1,from=0,to=4,actions=[Move:typeFrom=Vertex,from=0,typeTo=Vertex,to=4,decision=true]]
> Move=[Move:mover=2,from=6,to=3,actions=[Move:typeFrom=Vertex,from=6,typeTo=Vertex,to=3,decision=true]]
> Move=[Move:mover=1,from=4,to=7,actions=[Move:typeFrom=Vertex,from=4,typeTo=Vertex,to=7,decision=true]]
> Move=[Move:mover=2,from=1,to=4,actions=[Move:typeFrom=Vertex,from=1,typeTo=Vertex,to=4,decision=true]]
> numInitialPlacementMoves=2
> winner=2
> endtype=NaturalEnd
> rankings=0.0,2.0,1.0
> game=Three Men's Morris.lud
> START GAME OPTIONS
> END GAME OPTIONS
> RNG internal state=0,0,0,0,0,0,0,0
> Move=[Move:mover=0,from=9,to=9,actions=[Add:type=Cell,to=9,what=1,count=3]]
> Move=[Move:mover=0,from=10,to=10,actions=[Add:type=Cell,to=10,what=2,count=3]]
> Move=[Move:mover=1,from=9,to=5,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=5,decision=true]]
> Move=[Move:mover=2,from=10,to=0,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=0,decision=true]]
> Move=[Move:mover=1,from=9,to=2,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=2,decision=true]]
> Move=[Move:mover=2,from=10,to=7,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=7,decision=true]]
> Move=[Move:mover=1,from=9,to=3,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=3,decision=true]]
> Move=[Move:mover=2,from=10,to=6,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=6,decision=true]]
> Move=[Move:mover=1,from=2,to=4,actions=[Move:typeFrom=Vertex,from=2,typeTo=Vertex,to=4,decision=true]]
> numInitialPlacementMoves=2
> winner=1
> endtype=NaturalEnd
> rankings=0.0,1.0,2.0
> the same games
! arbiter: records/morris/three-mens-morris.pgn #1: warning: the trl format drops its tags
! arbiter: records/morris/three-mens-morris.pgn #2: warning: the trl format drops its tags
! arbiter: records/morris/three-mens-morris.pgn #3: warning: the trl format drops its tags
! 3 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 3 not held whole
