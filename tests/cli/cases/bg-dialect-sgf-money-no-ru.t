# an SGF money session with no RU: GNU Backgammon writes RU only for a rule in use, so the Jacoby rule was not played and a resigned gammon is worth 2
$ arbiter validate tests/data/backgammon/dialects/sgf-money-no-ru.sgf
? 0
> tests/data/backgammon/dialects/sgf-money-no-ru.sgf #1 (anna - bert): valid, 1-0 (resignation: bert resigned a gammon: 2 points), 1 ply, game 1, score before 0-0 [backgammon-money-no-jacoby]
> tests/data/backgammon/dialects/sgf-money-no-ru.sgf match 1 (anna - bert, money play): 1 game, final score 2-0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
