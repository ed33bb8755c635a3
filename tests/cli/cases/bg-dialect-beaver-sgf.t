# a beaver as gnubg's SGF writes it: a double by the side answering a double
$ arbiter validate tests/data/backgammon/dialects/sgf-beaver.sgf
? 0
> tests/data/backgammon/dialects/sgf-beaver.sgf #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 4 points), 10 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/sgf-beaver.sgf match 1 (anna - bert, money play): 1 game, final score 0-4
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
