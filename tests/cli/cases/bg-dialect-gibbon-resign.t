# Gibbon's resignation node B[resign:2] with RE[W+2Resign]
$ arbiter validate tests/data/backgammon/dialects/gibbon-resign.sgf
? 0
> tests/data/backgammon/dialects/gibbon-resign.sgf #1 (anna - bert): valid, 1-0 (resignation: bert resigned a gammon: 2 points), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/gibbon-resign.sgf match 1 (anna - bert, 3 points): 1 game, final score 2-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
