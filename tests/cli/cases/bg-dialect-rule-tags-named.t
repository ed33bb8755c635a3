# with a rule set named (-V), it decides: each rule tag at odds with it is a warning
$ arbiter validate -V backgammon-money tests/data/backgammon/dialects/rule-tags.mat
? 1
> tests/data/backgammon/dialects/rule-tags.mat #1 (gnubg - BGBlitz): mismatch: 2 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned) [backgammon-money]
> tests/data/backgammon/dialects/rule-tags.mat match 1 (gnubg - BGBlitz, money play): 1 game, final score 0-0
> tests/data/backgammon/dialects/rule-tags.mat #2 (anna - bert): valid, 1-0 (resignation: bert resigned a gammon: 2 points), 1 ply, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/rule-tags.mat #3 (anna - bert): illegal at ply 2, Doubles => 2: no doubling in the Crawford game [backgammon-money]
> tests/data/backgammon/dialects/rule-tags.mat match 2 (anna - bert, 3 points): 2 games, final score 2-0, unfinished
> tests/data/backgammon/dialects/rule-tags.mat #4 (anna - bert): valid, * (unfinished), 2 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/rule-tags.mat match 3 (anna - bert, 5 points): 1 game, final score 0-0, unfinished
> 4 records: 2 valid, 1 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/rule-tags.mat:12:12: 2 points is no resignation with the cube on 1 (1: the Jacoby rule, the cube never turned)
!         Wins 2 points
!              ^
! arbiter: tests/data/backgammon/dialects/rule-tags.mat:9: warning: the header says [Jacoby "Off"], but this rule set applies the Jacoby rule (and more in this record)
! arbiter: tests/data/backgammon/dialects/rule-tags.mat:19: warning: the header says [Crawford "Off"], but this rule set keeps the Crawford rule
! arbiter: tests/data/backgammon/dialects/rule-tags.mat:26:34: no doubling in the Crawford game
!     1) 31: 8/5 6/5                 Doubles => 2
!                                    ^
! arbiter: tests/data/backgammon/dialects/rule-tags.mat:24: warning: the header says [Crawford "Off"], but this rule set keeps the Crawford rule
! arbiter: tests/data/backgammon/dialects/rule-tags.mat:35: warning: the header says [CubeLimit "1"], but this rule set lets the cube reach 1048576
