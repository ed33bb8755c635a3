# a .mat file whose lines end with a carriage return alone (old Macintosh text)
$ arbiter validate tests/data/backgammon/dialects/cr-only.mat
? 0
> tests/data/backgammon/dialects/cr-only.mat #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 1 point), 5 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/cr-only.mat match 1 (anna - bert, 3 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
