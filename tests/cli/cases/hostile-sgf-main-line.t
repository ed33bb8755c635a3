# SGF: the main line is the first variation at each branch; here it goes on
# inside the first variation for its last 11 plays, beside a second one
$ arbiter validate tests/data/hostile/sgf-main-line.sgf
? 0
> tests/data/hostile/sgf-main-line.sgf #1 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/sgf-main-line.sgf match 1 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
