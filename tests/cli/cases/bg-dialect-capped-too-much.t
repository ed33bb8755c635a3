# a claim above what a resignation can be worth stays a mismatch, match-winning or not
$ arbiter validate tests/data/backgammon/dialects/capped-resign-too-much.mat
? 1
> tests/data/backgammon/dialects/capped-resign-too-much.mat #1 (anna - bert): mismatch: 5 points is no resignation with the cube on 1 (1, 2 or 3) [backgammon]
> tests/data/backgammon/dialects/capped-resign-too-much.mat match 1 (anna - bert, 5 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/capped-resign-too-much.mat:8:12: 5 points is no resignation with the cube on 1 (1, 2 or 3)
!         Wins 5 point and the match
!              ^
