# Ludii's playouts of Six Men's Morris (blocked sides pass) and Three Men's Morris; the shipped six-mens-morris has a blocked side lose
$ arbiter validate -V six-mens-morris-murray tests/data/real/morris/ludii/six-mens-morris-*.trl; arbiter validate tests/data/real/morris/ludii/three-mens-morris-*.trl tests/data/real/morris/ludii/six-mens-morris-11.trl
? 1
> tests/data/real/morris/ludii/six-mens-morris-11.trl #1: valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 72 plies [six-mens-morris-murray]
> tests/data/real/morris/ludii/six-mens-morris-9.trl #1: valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 50 plies [six-mens-morris-murray]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/real/morris/ludii/three-mens-morris-1.trl #1: valid, 0-1 (line: black made a line), 8 plies [three-mens-morris]
> tests/data/real/morris/ludii/three-mens-morris-2.trl #1: valid, 0-1 (line: black made a line), 8 plies [three-mens-morris]
> tests/data/real/morris/ludii/six-mens-morris-11.trl #1: illegal at ply 45, [Move:mover=1,actions=[Pass:decision=true,forced=true]]: the game is over: white cannot move [six-mens-morris]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/real/morris/ludii/six-mens-morris-11.trl:54:6: the game is over: white cannot move
!   Move=[Move:mover=1,actions=[Pass:decision=true,forced=true]]
!        ^
