# an SGF game from a set-up position (AE, AW, AB, CV, CP, PL) in mid-match (MI ws:5 bs:4): the game starts there
$ arbiter validate tests/data/backgammon/dialects/sgf-setup.sgf
? 0
> tests/data/backgammon/dialects/sgf-setup.sgf #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 2 points), 3 plies, game 4, score before 5-4 [backgammon]
> tests/data/backgammon/dialects/sgf-setup.sgf match 1 (anna - bert, 7 points): 1 game, final score 5-6, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
