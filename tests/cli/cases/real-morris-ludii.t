# Ludii's random playouts of Nine Men's Morris (Ludii 1.3.12): valid under its rules, but for a mill a flying piece closed, which Ludii's .lud does not count
$ arbiter validate -V nine-mens-morris-ludii tests/data/real/morris/ludii/nine-mens-morris-*.trl
? 1
> tests/data/real/morris/ludii/nine-mens-morris-14.trl #1: valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 92 plies [nine-mens-morris-ludii]
> tests/data/real/morris/ludii/nine-mens-morris-2.trl #1: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 79 plies [nine-mens-morris-ludii]
> tests/data/real/morris/ludii/nine-mens-morris-9-flying-mill.trl #1: illegal at ply 87, [Move:mover=1,from=22,to=21,actions=[Move:typeFrom=Vertex,fr...: black's 4-20 closed a mill: a white piece must be removed (x) before the next move [nine-mens-morris-ludii]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/real/morris/ludii/nine-mens-morris-9-flying-mill.trl:99:6: black's 4-20 closed a mill: a white piece must be removed (x) before the next move
!   Move=[Move:mover=1,from=22,to=21,actions=[Move:typeFrom=Vertex,from=22,typeTo=Vertex,to=21,decision=true]]
!        ^
