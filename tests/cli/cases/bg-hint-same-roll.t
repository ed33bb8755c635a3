# the hint keeps the dice that were rolled
$ arbiter validate tests/data/backgammon/bad/empty-point.mat
? 1
> tests/data/backgammon/bad/empty-point.mat #1 (Ayla - Bahram): illegal at ply 1, 52: 12/7 24/22: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?) [backgammon]
> tests/data/backgammon/bad/empty-point.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/bad/empty-point.mat:7:6: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?)
!     1) 52: 12/7 24/22              63: 24/18 13/10
!        ^
