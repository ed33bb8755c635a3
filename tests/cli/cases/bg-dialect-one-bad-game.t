# one bad game is one error: after an illegal game the next game's score line says where the match stands
$ arbiter validate tests/data/backgammon/dialects/one-bad-game.mat
? 1
> tests/data/backgammon/dialects/one-bad-game.mat #1 (anna - bert): illegal at ply 1, 52: 13/7 24/22: the play does not fit the roll 5-2 (did you mean 52: 13/8 24/22?) [backgammon]
> tests/data/backgammon/dialects/one-bad-game.mat #2 (anna - bert): valid, 1-0 (drop: bert dropped the double: 1 point), 3 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/dialects/one-bad-game.mat #3 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 1 ply, game 3, score before 2-0 [backgammon]
> tests/data/backgammon/dialects/one-bad-game.mat match 1 (anna - bert, 5 points): 3 games, final score 3-0, unfinished
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/one-bad-game.mat:7:6: the play does not fit the roll 5-2 (did you mean 52: 13/8 24/22?)
!     1) 52: 13/7 24/22              63: 24/18 13/10
!        ^
