# Gibbon's resignation B[resign:1] accepted by W[accept]: the game ends there, won by the side that accepted; one refused by W[reject]: the game goes on
$ arbiter validate tests/data/backgammon/dialects/gibbon-accept.sgf
? 0
> tests/data/backgammon/dialects/gibbon-accept.sgf #1 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/gibbon-accept.sgf match 1 (anna - bert, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/dialects/gibbon-accept.sgf #2 (anna - bert): valid, * (unfinished), 3 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/gibbon-accept.sgf match 2 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
