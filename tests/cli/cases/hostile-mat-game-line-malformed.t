# a .mat game whose "Game N" line is left out or is no game's number (Game -1, Game x) is an unreadable record, said at its first line of actions; its lines were passed over as a title's, the game neither read nor counted (exit 0)
$ arbiter validate tests/data/hostile/mat-game-line-malformed.mat
? 2
> tests/data/hostile/mat-game-line-malformed.mat #1: unreadable: a line of a game's actions with no "Game N" line before it (left out, or not a game's number)
> tests/data/hostile/mat-game-line-malformed.mat #2 (A - B): valid, 1-0 (drop: B dropped the double: 1 point), 4 plies, game 2, score before 1-0 [backgammon]
> tests/data/hostile/mat-game-line-malformed.mat match 1 (A - B, 3 points): 1 game, final score 2-0, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/hostile/mat-game-line-malformed.mat:7:3: a line of a game's actions with no "Game N" line before it (left out, or not a game's number)
!     1) 31: 8/5 6/5                 42: 8/4 6/4
!     ^
