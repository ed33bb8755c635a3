# real backgammon-mobile files (tests/data/real/backgammon/backgammon-mobile, see tests/data/real/README.md), as GNU Backgammon's move command judges them too
$ arbiter validate tests/data/real/backgammon/backgammon-mobile/*
? 0
> tests/data/real/backgammon/backgammon-mobile/match.sgf #1 (AI(5) - PL1): valid, 1-0 (bear-off: AI(5) bore off every checker: a single, 2 points), 42 plies, game 1, score before 0-0 [backgammon]
> tests/data/real/backgammon/backgammon-mobile/match.sgf match 1 (AI(5) - PL1, 5 points): 1 game, final score 2-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
