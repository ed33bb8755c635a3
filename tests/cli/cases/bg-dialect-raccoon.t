# a raccoon (the doubler redoubling at once on the beaver) as GNU Backgammon writes it: in .mat "Beavers => 8" in the doubler's column with the take after it not written, so the doubler's roll takes it; in SGF a third "double" and the take; the raccooned side owns the cube at 8
$ arbiter validate tests/data/backgammon/dialects/gnubg-raccoon.mat tests/data/backgammon/dialects/gnubg-raccoon.sgf
? 0
> tests/data/backgammon/dialects/gnubg-raccoon.mat #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 8 points), 9 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/gnubg-raccoon.mat match 1 (gnubg - root, money play): 1 game, final score 0-8
> tests/data/backgammon/dialects/gnubg-raccoon.sgf #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 8 points), 10 plies, game 1, score before 0-0 [backgammon-money-no-jacoby]
> tests/data/backgammon/dialects/gnubg-raccoon.sgf match 1 (gnubg - root, money play): 1 game, final score 0-8
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
