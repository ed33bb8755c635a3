# a trial Ludii stopped at its turn limit (no winner, ranked even: *) converted to algebraic and back keeps its end
$ arbiter convert -q -t algebraic - | tee /dev/stderr | arbiter convert -q -n algebraic -t ludii -
< game=/lud/board/space/line/Three Men's Morris.lud
< START GAME OPTIONS
< END GAME OPTIONS
< RNG internal state=92,-116,28,-104,-1,104,79,-40
< Move=[Move:mover=0,from=9,to=9,actions=[Add:type=Cell,to=9,what=1,count=3]]
< Move=[Move:mover=0,from=10,to=10,actions=[Add:type=Cell,to=10,what=2,count=3]]
< Move=[Move:mover=1,from=9,to=1,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=1,decision=true]]
< Move=[Move:mover=2,from=10,to=6,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=6,decision=true]]
< numInitialPlacementMoves=2
< winner=0
< endtype=TurnLimit
< rankings=0.0,1.5,1.5
< SANDBOX=false
< LUDII_VERSION=1.3.12
? 0
> game=/lud/board/space/line/Three Men's Morris.lud
> START GAME OPTIONS
> END GAME OPTIONS
> RNG internal state=92,-116,28,-104,-1,104,79,-40
> Move=[Move:mover=0,from=9,to=9,actions=[Add:type=Cell,to=9,what=1,count=3]]
> Move=[Move:mover=0,from=10,to=10,actions=[Add:type=Cell,to=10,what=2,count=3]]
> Move=[Move:mover=1,from=9,to=1,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=1,decision=true]]
> Move=[Move:mover=2,from=10,to=6,actions=[Move:typeFrom=Cell,from=10,typeTo=Vertex,to=6,decision=true]]
> numInitialPlacementMoves=2
> winner=0
> endtype=TurnLimit
> rankings=0.0,1.5,1.5
> SANDBOX=false
> LUDII_VERSION=1.3.12
! [Variant "Three Men's Morris"]
! [LudiiGame "/lud/board/space/line/Three Men's Morris.lud"]
! [LudiiRNG "92,-116,28,-104,-1,104,79,-40"]
! [LudiiEnd "TurnLimit"]
! [LudiiVersion "1.3.12"]
! [Result "*"]
!
! 1. b1 a3 *
!
