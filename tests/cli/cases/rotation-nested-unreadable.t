# a game of a rotation whose rule set rotates too is unreadable, said at the game (it was judged under that rule set's own rules, its rotation dropped)
$ arbiter validate -V tests/data/variants/bad/rotation-nested.yaml tests/data/backgammon/match-3pt.mat
? 2
> tests/data/backgammon/match-3pt.mat #1 (gnubg - root): valid, 1-0 (drop: root dropped the double: 1 point), 37 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/match-3pt.mat #2 (gnubg - root): unreadable: rotation-nested rotates to tavli, which has a rotation of its own: a game of the match is played under one rule set
> tests/data/backgammon/match-3pt.mat match 1 (gnubg - root, 3 points): 2 games, final score 1-0, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/backgammon/match-3pt.mat:28:1: rotation-nested rotates to tavli, which has a rotation of its own: a game of the match is played under one rule set
!    Game 2
!   ^
