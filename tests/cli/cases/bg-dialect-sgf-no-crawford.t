# an SGF match whose RU does not name Crawford is played without the Crawford rule: a double at 0-0 of a 1-point match stands
$ arbiter validate tests/data/backgammon/dialects/sgf-no-crawford.sgf
? 0
> tests/data/backgammon/dialects/sgf-no-crawford.sgf #1 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon-no-crawford]
> tests/data/backgammon/dialects/sgf-no-crawford.sgf match 1 (anna - bert, 1 point): 1 game, final score 1-0, anna wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
