# a .mat game whose "Game N" line is left out or is no game's number (Game -1, Game x) is an unreadable record, said at its first line of actions; its lines were passed over as a title's, the game neither read nor counted (exit 0); "Game -1" is said at its number now, not-a-number, as "Game 2e3" is
$ arbiter validate tests/data/hostile/mat-game-line-malformed.mat
? 2
> tests/data/hostile/mat-game-line-malformed.mat #1: unreadable: the game's number '-1' is no number written in digits: what it means cannot be told
> tests/data/hostile/mat-game-line-malformed.mat #2 (A - B): valid, 1-0 (drop: B dropped the double: 1 point), 4 plies, game 2, score before 1-0 [backgammon]
> tests/data/hostile/mat-game-line-malformed.mat match 1 (A - B, 3 points): 1 game, final score 2-0, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/hostile/mat-game-line-malformed.mat:5:7: the game's number '-1' is no number written in digits: what it means cannot be told
!    Game -1
!         ^
