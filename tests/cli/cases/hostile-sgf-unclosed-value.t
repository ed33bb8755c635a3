# SGF: a comment value never closed swallows no game: at the next line that
# opens a game tree root the tree is unreadable, and the next is read
$ arbiter validate tests/data/hostile/sgf-unclosed-value.sgf
? 2
> tests/data/hostile/sgf-unclosed-value.sgf #1 (gnubg - root): unreadable: a property value is not closed before the next game tree, on this line
> tests/data/hostile/sgf-unclosed-value.sgf #2 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/sgf-unclosed-value.sgf match 1 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> tests/data/hostile/sgf-unclosed-value.sgf #3 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/sgf-unclosed-value.sgf match 2 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/hostile/sgf-unclosed-value.sgf:3:1: a property value is not closed before the next game tree, on this line
