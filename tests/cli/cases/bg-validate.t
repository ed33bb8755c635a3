# real matches played by GNU Backgammon: every game, its points, and each match's final score
$ arbiter validate records/backgammon/*.mat
? 0
> records/backgammon/gnubg-5-point-match.mat #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> records/backgammon/gnubg-5-point-match.mat #2 (gnubg - root): valid, 0-1 (bear-off: root bore off every checker: a single, 4 points), 67 plies, game 2, score before 0-2 [backgammon]
> records/backgammon/gnubg-5-point-match.mat match 1 (gnubg - root, 5 points): 2 games, final score 0-6, root wins the match
> records/backgammon/gnubg-7-point-match.mat #1 (gnubg - root): valid, 1-0 (drop: root dropped the double: 2 points), 56 plies, game 1, score before 0-0 [backgammon]
> records/backgammon/gnubg-7-point-match.mat #2 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 1 point), 21 plies, game 2, score before 2-0 [backgammon]
> records/backgammon/gnubg-7-point-match.mat #3 (gnubg - root): valid, 0-1 (resignation: gnubg resigned a gammon: 8 points), 77 plies, game 3, score before 2-1 [backgammon]
> records/backgammon/gnubg-7-point-match.mat match 1 (gnubg - root, 7 points): 3 games, final score 2-9, root wins the match
> records/backgammon/gnubg-nackgammon.mat #1 (gnubg - root): valid, 0-1 (resignation: gnubg resigned a single: 2 points), 57 plies, game 1, score before 0-0 [nackgammon]
> records/backgammon/gnubg-nackgammon.mat #2 (gnubg - root): valid, 1-0 (drop: root dropped the double: 1 point), 22 plies, game 2, score before 0-2 [nackgammon]
> records/backgammon/gnubg-nackgammon.mat #3 (gnubg - root): valid, 1-0 (bear-off: gnubg bore off every checker: a gammon, 4 points), 94 plies, game 3, score before 1-2 [nackgammon]
> records/backgammon/gnubg-nackgammon.mat match 1 (gnubg - root, 5 points): 3 games, final score 5-2, gnubg wins the match
> 8 records: 8 valid, 0 illegal, 0 mismatched, 0 unreadable
