# money play has no cube ceiling: a gnubg money session redoubled to 128, then a double to 256 dropped, is valid (it was refused at 128, "it goes no higher than 64"); matches keep the cube to 64
$ arbiter validate tests/data/backgammon/dialects/gnubg-money-cube-256.mat
? 0
> tests/data/backgammon/dialects/gnubg-money-cube-256.mat #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 128 points), 24 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/gnubg-money-cube-256.mat match 1 (gnubg - root, money play): 1 game, final score 0-128
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
