# with a rule set named, XG's rule headers are compared with it where they apply; a difference is a warning, the rule set decides
$ arbiter validate -V backgammon tests/data/backgammon/xg-headers.mat
? 0
> tests/data/backgammon/xg-headers.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/xg-headers.mat match 1 (Ayla - Bahram, money play): 1 game, final score 1-0
> tests/data/backgammon/xg-headers.mat #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/xg-headers.mat match 2 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/xg-headers.mat #3 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/xg-headers.mat match 3 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/xg-headers.mat:38: warning: the header says [Crawford "Off"], but this rule set keeps the Crawford rule (and more in this record)
