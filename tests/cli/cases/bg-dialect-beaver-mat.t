# a beaver as gnubg's .mat writes it: Beavers => 4 and no Takes; the roll takes it, the beaver keeps the cube
$ arbiter validate tests/data/backgammon/dialects/money-beaver.mat
? 0
> tests/data/backgammon/dialects/money-beaver.mat #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 4 points), 9 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/money-beaver.mat match 1 (anna - bert, money play): 1 game, final score 0-4
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
