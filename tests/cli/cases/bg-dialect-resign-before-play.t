# a game given up before its first play, as GNU Backgammon exports it (the roll, no play, and Wins in the winner's column on the same line): won by the side whose column the Wins stands in, as the next score line says
$ arbiter validate tests/data/backgammon/dialects/resign-before-play.mat
? 0
> tests/data/backgammon/dialects/resign-before-play.mat #1 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 1 point), 0 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/resign-before-play.mat #2 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 1 point), 1 ply, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/dialects/resign-before-play.mat match 1 (gnubg - root, 3 points): 2 games, final score 2-0, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
