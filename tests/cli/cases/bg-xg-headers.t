# XG's rule headers (Jacoby, Beaver, Crawford, CubeLimit) state the rules the
# games were played under when no rule set is named: no warning
$ arbiter validate tests/data/backgammon/xg-headers.mat
? 0
> tests/data/backgammon/xg-headers.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/xg-headers.mat match 1 (Ayla - Bahram, money play): 1 game, final score 1-0
> tests/data/backgammon/xg-headers.mat #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/xg-headers.mat match 2 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/xg-headers.mat #3 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/xg-headers.mat match 3 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
