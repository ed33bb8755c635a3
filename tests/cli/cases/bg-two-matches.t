# two matches in one .mat file: each counted on its own
$ arbiter validate tests/data/backgammon/two-matches.mat
? 0
> tests/data/backgammon/two-matches.mat #1 (gnubg - root): valid, 0-1 (resignation: gnubg resigned a gammon: 2 points), 51 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/two-matches.mat match 1 (gnubg - root, 1 point): 1 game, final score 0-2, root wins the match
> tests/data/backgammon/two-matches.mat #2 (gnubg - root): valid, 1-0 (drop: root dropped the double: 1 point), 37 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/two-matches.mat #3 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 4 points), 45 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/two-matches.mat match 2 (gnubg - root, 3 points): 2 games, final score 5-0, gnubg wins the match
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
