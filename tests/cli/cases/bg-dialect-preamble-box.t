# a transcript's box drawn with + - | and no ';', CR LF line ends, 'Point Match' capitalised, Resigns
$ arbiter validate tests/data/backgammon/dialects/preamble-box.mat
? 0
> tests/data/backgammon/dialects/preamble-box.mat #1 (Anna - Bert): valid, 0-1 (resignation: Anna resigned a single: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/preamble-box.mat match 1 (Anna - Bert, 25 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
