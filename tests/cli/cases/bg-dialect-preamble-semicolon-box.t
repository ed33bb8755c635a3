# a box drawn in ';' comment lines before the match line
$ arbiter validate tests/data/backgammon/dialects/preamble-semicolon-box.mat
? 0
> tests/data/backgammon/dialects/preamble-semicolon-box.mat #1 (Anna - Bert): valid, 1-0 (drop: Bert dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/preamble-semicolon-box.mat match 1 (Anna - Bert, 25 points): 1 game, final score 1-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
