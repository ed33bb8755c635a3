# a match-winning claim capped at the points needed, or at the match length, holds after a resignation and after a drop as after a bear-off
$ arbiter validate tests/data/backgammon/dialects/capped-resign.mat
? 0
> tests/data/backgammon/dialects/capped-resign.mat #1 (anna - bert): valid, 1-0 (resignation: bert resigned: 3 points won the match), 7 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/capped-resign.mat match 1 (anna - bert, 3 points): 1 game, final score 4-0, anna wins the match
> tests/data/backgammon/dialects/capped-resign.mat #2 (anna - bert): valid, 1-0 (resignation: bert resigned: 3 points won the match), 5 plies, game 1, score before 1-2 [backgammon]
> tests/data/backgammon/dialects/capped-resign.mat match 2 (anna - bert, 3 points): 1 game, final score 5-2, anna wins the match
> tests/data/backgammon/dialects/capped-resign.mat #3 (anna - bert): valid, 1-0 (drop: bert dropped the double: 2 points), 6 plies, game 1, score before 2-1 [backgammon]
> tests/data/backgammon/dialects/capped-resign.mat match 3 (anna - bert, 3 points): 1 game, final score 4-1, anna wins the match
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
