# a trial's result comes from winner=, and [Termination "rules"] only where Ludii says the game ended naturally: at endtype=Unknown (and where no endtype= is given, which Ludii's loader takes as Unknown) the result is the record's claim, a draw too; at a limit of Ludii's own winner=0 is no result
$ t='game=/lud/board/space/line/Three Men'"'"'s Morris.lud\nRNG internal state=0,0,0,0,0,0,0,0\nMove=[Move:mover=0,from=9,to=9,actions=[Add:type=Cell,to=9,what=1,count=3]]\nMove=[Move:mover=0,from=10,to=10,actions=[Add:type=Cell,to=10,what=2,count=3]]\nMove=[Move:mover=1,from=9,to=1,actions=[Move:typeFrom=Cell,from=9,typeTo=Vertex,to=1,decision=true]]\nnumInitialPlacementMoves=2\n'; for e in 'winner=2\nendtype=NaturalEnd' 'winner=2\nendtype=Unknown' 'winner=0\nendtype=Unknown' 'winner=1' 'winner=0\nendtype=MoveLimit'; do printf "$t$e\n"; done | arbiter validate -n ludii -
? 1
> <stdin> #1: mismatch: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 1 plies the game goes on [three-mens-morris]
> <stdin> #2: valid, 0-1 (resignation, as the record says), 1 ply [three-mens-morris]
> <stdin> #3: valid, 1/2-1/2 (agreement, as the record says), 1 ply [three-mens-morris]
> <stdin> #4: valid, 1-0 (resignation, as the record says), 1 ply [three-mens-morris]
> <stdin> #5: valid, * (unfinished), 1 ply [three-mens-morris]
> 5 records: 4 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:9: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 1 plies the game goes on
