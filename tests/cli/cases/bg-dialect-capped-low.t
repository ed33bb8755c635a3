# a claim below both the game's value and what the winner needed is still a mismatch
$ arbiter validate tests/data/backgammon/dialects/capped-too-low.mat
? 1
> tests/data/backgammon/dialects/capped-too-low.mat #1 (llabba - yoav_sari): mismatch: the record says 2 points, but the game is worth 4 (yoav_sari bore off every checker: a gammon, 4 points) [backgammon]
> tests/data/backgammon/dialects/capped-too-low.mat match 1 (llabba - yoav_sari, 4 points): 1 game, final score 3-5, yoav_sari wins the match
> 1 record: 0 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/capped-too-low.mat:31:40: the record says 2 points, but the game is worth 4 (yoav_sari bore off every checker: a gammon, 4 points)
!                                     Wins 2 point
!                                          ^
! arbiter: tests/data/backgammon/dialects/capped-too-low.mat:11:6: warning: the play hits 2 checkers but marks 0 with * (and more in this record)
!     4) 41: 8/7 7/3                 31: 25/24 25/22
!        ^
