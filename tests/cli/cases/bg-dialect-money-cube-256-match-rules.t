# under the match rules (-V backgammon) the cube stops at 64: the same gnubg money session is refused at its redouble to 128
$ arbiter validate -q -V backgammon tests/data/backgammon/dialects/gnubg-money-cube-256.mat
? 1
> tests/data/backgammon/dialects/gnubg-money-cube-256.mat #1 (gnubg - root): illegal at ply 20, Doubles => 128: the cube is at 64: it goes no higher than 64 [backgammon]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/gnubg-money-cube-256.mat:18:7: the cube is at 64: it goes no higher than 64
!    11)  Doubles => 128              Takes
!         ^
