# the header's rule tags choose the rules when no rule set is named: [Jacoby "Off"] in money play (a resigned gammon with the cube in the middle is worth 2), [Crawford "Off"], [CubeLimit "1"] (no cube)
$ arbiter validate tests/data/backgammon/dialects/rule-tags.mat
? 1
> tests/data/backgammon/dialects/rule-tags.mat #1 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a gammon: 2 points), 1 ply, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/rule-tags.mat match 1 (gnubg - BGBlitz, money play): 1 game, final score 2-0
> tests/data/backgammon/dialects/rule-tags.mat #2 (anna - bert): valid, 1-0 (resignation: bert resigned a gammon: 2 points), 1 ply, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/rule-tags.mat #3 (anna - bert): valid, 0-1 (drop: anna dropped the double: 1 point), 3 plies, game 2, score before 2-0 [backgammon]
> tests/data/backgammon/dialects/rule-tags.mat match 2 (anna - bert, 3 points): 2 games, final score 2-1, unfinished
> tests/data/backgammon/dialects/rule-tags.mat #4 (anna - bert): illegal at ply 2, Doubles => 2: these rules have no doubling cube [backgammon]
> tests/data/backgammon/dialects/rule-tags.mat match 3 (anna - bert, 5 points): 1 game, final score 0-0, unfinished
> 4 records: 3 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/rule-tags.mat:37:34: these rules have no doubling cube
!     1) 31: 8/5 6/5                 Doubles => 2
!                                    ^
