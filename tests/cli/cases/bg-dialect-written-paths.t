# a move written over both dice takes the path its marks say: bar/20* with 4-1 enters on 24 and hits on 20 only, so the one checker hit enters next with a die to spare
$ arbiter validate tests/data/backgammon/dialects/written-paths.mat
? 0
> tests/data/backgammon/dialects/written-paths.mat #1 (anna - bert): valid, * (unfinished), 6 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/written-paths.mat match 1 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
