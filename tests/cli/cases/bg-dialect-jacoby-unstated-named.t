# with a rule set named (-V backgammon-money) the Jacoby rule is stated: the gammon with the cube never turned counts 1, and a claim of 2 is a mismatch
$ arbiter validate -V backgammon-money tests/data/backgammon/dialects/jacoby-unstated.mat
? 1
> tests/data/backgammon/dialects/jacoby-unstated.mat #1 (gnubg - root): mismatch: 2 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned) [backgammon-money]
> tests/data/backgammon/dialects/jacoby-unstated.mat #2 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 1 point), 1 ply, game 2, score before 2-0 [backgammon-money]
> tests/data/backgammon/dialects/jacoby-unstated.mat #3 (gnubg - root): mismatch: 4 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned) [backgammon-money]
> tests/data/backgammon/dialects/jacoby-unstated.mat match 1 (gnubg - root, money play): 3 games, final score 3-0
> 3 records: 1 valid, 0 illegal, 2 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/jacoby-unstated.mat:9:12: 2 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned)
!         Wins 2 points
!              ^
! arbiter: tests/data/backgammon/dialects/jacoby-unstated.mat:19:12: 4 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned)
!         Wins 4 points
!              ^
