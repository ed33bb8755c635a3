# a money session whose header does not state the Jacoby rule (GNU Backgammon's .mat export writes no rule tags): a gammon with the cube never turned may count 1 or 2, as the record says; more than a backgammon is worth is a mismatch
$ arbiter validate tests/data/backgammon/dialects/jacoby-unstated.mat
? 1
> tests/data/backgammon/dialects/jacoby-unstated.mat #1 (gnubg - root): valid, 1-0 (resignation: root resigned a gammon: 2 points (no Jacoby rule: the header does not state it, and the record counts the gammon in full)), 1 ply, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/jacoby-unstated.mat #2 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 1 point), 1 ply, game 2, score before 2-0 [backgammon-money]
> tests/data/backgammon/dialects/jacoby-unstated.mat #3 (gnubg - root): mismatch: 4 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned; or a gammon or backgammon in full, the rule not stated) [backgammon-money]
> tests/data/backgammon/dialects/jacoby-unstated.mat match 1 (gnubg - root, money play): 3 games, final score 3-0
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/jacoby-unstated.mat:19:12: 4 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned; or a gammon or backgammon in full, the rule not stated)
!         Wins 4 points
!              ^
