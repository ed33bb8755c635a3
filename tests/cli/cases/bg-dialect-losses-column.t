# a Losses line names the loser even where the Wins line below it is written in the loser's column
$ arbiter validate tests/data/backgammon/dialects/galaxy-losses-column.mat
? 0
> tests/data/backgammon/dialects/galaxy-losses-column.mat #1 (anna - bert): valid, 0-1 (resignation: anna resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/galaxy-losses-column.mat match 1 (anna - bert, 3 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
