# SGF: a variation never closed; the next line opens a game tree root
# ("(;FF["): that tree is the next record, and every game after it is read
$ arbiter validate tests/data/hostile/sgf-unclosed-tree.sgf
? 2
> tests/data/hostile/sgf-unclosed-tree.sgf #1 (gnubg - root): unreadable: the game tree is not closed before the next game tree, on this line
> tests/data/hostile/sgf-unclosed-tree.sgf #2 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/sgf-unclosed-tree.sgf match 1 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> tests/data/hostile/sgf-unclosed-tree.sgf #3 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/sgf-unclosed-tree.sgf match 2 (gnubg - root, 5 points): 1 game, final score 0-2, unfinished
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/hostile/sgf-unclosed-tree.sgf:3:1: the game tree is not closed before the next game tree, on this line
