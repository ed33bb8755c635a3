# without a cube none of the cube rules applies: no warnings
$ arbiter validate -V backgammon-no-cube tests/data/backgammon/xg-headers.mat
? 1
> tests/data/backgammon/xg-headers.mat #1 (Ayla - Bahram): illegal at ply 3, Doubles => 2: these rules have no doubling cube [backgammon-no-cube]
> tests/data/backgammon/xg-headers.mat match 1 (Ayla - Bahram, money play): 1 game, final score 0-0
> tests/data/backgammon/xg-headers.mat #2 (Ayla - Bahram): illegal at ply 3, Doubles => 2: these rules have no doubling cube [backgammon-no-cube]
> tests/data/backgammon/xg-headers.mat match 2 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/xg-headers.mat #3 (Ayla - Bahram): illegal at ply 3, Doubles => 2: these rules have no doubling cube [backgammon-no-cube]
> tests/data/backgammon/xg-headers.mat match 3 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> 3 records: 0 valid, 3 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/xg-headers.mat:14:7: these rules have no doubling cube
!     2)  Doubles => 2                Drops
!         ^
! arbiter: tests/data/backgammon/xg-headers.mat:28:7: these rules have no doubling cube
!     2)  Doubles => 2                Drops
!         ^
! arbiter: tests/data/backgammon/xg-headers.mat:41:7: these rules have no doubling cube
!     2)  Doubles => 2                Drops
!         ^
