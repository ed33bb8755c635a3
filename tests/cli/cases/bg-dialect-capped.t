# the last game of a match written with the points the winner needed (3 for a gammon worth 4), in a file that starts in mid-match with a player at match point: the running score starts at the first score line and doubling is allowed
$ arbiter validate tests/data/backgammon/dialects/capped-mid-match.mat
? 0
> tests/data/backgammon/dialects/capped-mid-match.mat #1 (llabba - yoav_sari): valid, 0-1 (bear-off: yoav_sari bore off every checker: a gammon, 4 points), 45 plies, game 4, score before 3-1 [backgammon]
> tests/data/backgammon/dialects/capped-mid-match.mat match 1 (llabba - yoav_sari, 4 points): 1 game, final score 3-5, yoav_sari wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/capped-mid-match.mat:11:6: warning: the play hits 2 checkers but marks 0 with * (and more in this record)
!     4) 41: 8/7 7/3                 31: 25/24 25/22
!        ^
