# anonymised real matches (tests/data/real/backgammon/gammonview): a server's export (Fox: 0 with no blank before the colon, 0 point match for money play, Wins 1 points), a transcription and a HedgeHog match; the plays those two get wrong on purpose are refused, as gnubg's move refuses them
$ arbiter validate -q tests/data/real/backgammon/gammonview/*
? 1
> tests/data/real/backgammon/gammonview/5nqfGw9bWG3deTaU.mat #1 (Marion Castlebury - Rowan Pryce): illegal at ply 20, 13: 14/10 13/12: the play does not fit the roll 1-3 (did you mean 13: 14/11 13/12?) [backgammon]
> tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat #2 (Owen Talbot - Dana Ellery): illegal at ply 38, 65: 14/8 15/10 6/8: the roll 6-5 gives 2 moves, but 3 are written [backgammon]
> tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat #3 (Owen Talbot - Dana Ellery): illegal at ply 18, 63: 13/9 13/7: the play does not fit the roll 6-3 (did you mean 63: 13/7 10/7?) [backgammon]
> 16 records: 13 valid, 3 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/real/backgammon/gammonview/5nqfGw9bWG3deTaU.mat:25:6: the play does not fit the roll 1-3 (did you mean 13: 14/11 13/12?)
!    11) 13: 14/10 13/12                            12: 8/6 7/6
!        ^
! arbiter: tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat:71:7: the roll 6-5 gives 2 moves, but 3 are written
!     20) 65: 14/8 15/10 6/8                  15: 9/4 3/2
!         ^
! arbiter: tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat:98:42: the play does not fit the roll 6-3 (did you mean 63: 13/7 10/7?)
!     9) 66: 13/7 13/7 13/7 13/7             63: 13/9 13/7
!                                            ^
