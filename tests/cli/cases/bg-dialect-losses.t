# BackgammonGalaxy's Losses lines: a claim in the loser's column, alone or beside Wins on one line
$ arbiter validate tests/data/backgammon/dialects/galaxy-losses.mat
? 0
> tests/data/backgammon/dialects/galaxy-losses.mat #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 1 point), 8 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/galaxy-losses.mat #2 (anna - bert): valid, 0-1 (resignation: anna resigned a single: 1 point), 1 ply, game 2, score before 0-1 [backgammon]
> tests/data/backgammon/dialects/galaxy-losses.mat match 1 (anna - bert, 3 points): 2 games, final score 0-2, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/galaxy-losses.mat:9:34: warning: the play hits 1 checker but marks 0 with * (and more in this record)
!     2) 21: 13/11 6/5               43: 24/20 13/10
!                                    ^
