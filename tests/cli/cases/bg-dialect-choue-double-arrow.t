# choue.net's double written with a long arrow, "Doubles ==> 2" (it was no action, and the game illegal)
$ arbiter validate tests/data/backgammon/dialects/choue-double-arrow.mat
? 0
> tests/data/backgammon/dialects/choue-double-arrow.mat #1 (Alice - Bob): valid, 0-1 (drop: Alice dropped the double: 1 point), 5 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/choue-double-arrow.mat match 1 (Alice - Bob, 7 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
