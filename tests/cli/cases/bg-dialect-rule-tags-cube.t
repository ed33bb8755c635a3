# the header's [Beaver] and [CubeLimit] tags choose the rules when no rule set is named: Off refuses a beaver, On lets it stand, and [CubeLimit "1"] (no cube) has no Jacoby rule, so a resigned gammon is worth 2
$ arbiter validate tests/data/backgammon/dialects/rule-tags-cube.mat
? 1
> tests/data/backgammon/dialects/rule-tags-cube.mat #1 (anna - bert): illegal at ply 3, Beavers => 4: a double waits for its answer: take or drop (beavers are not allowed here) [backgammon-money]
> tests/data/backgammon/dialects/rule-tags-cube.mat match 1 (anna - bert, money play): 1 game, final score 0-0
> tests/data/backgammon/dialects/rule-tags-cube.mat #2 (anna - bert): valid, * (unfinished), 3 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/rule-tags-cube.mat match 2 (anna - bert, money play): 1 game, final score 0-0
> tests/data/backgammon/dialects/rule-tags-cube.mat #3 (anna - bert): valid, 1-0 (resignation: bert resigned a gammon: 2 points), 1 ply, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/rule-tags-cube.mat match 3 (anna - bert, money play): 1 game, final score 2-0
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/rule-tags-cube.mat:11:7: a double waits for its answer: take or drop (beavers are not allowed here)
!     2)  Beavers => 4
!         ^
