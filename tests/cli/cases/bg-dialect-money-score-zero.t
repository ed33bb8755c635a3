# a money session written game by game, each score line 0 : 0 (no running
# total: BgMatchFormat_Lib's exporter), was a score mismatch from game 2
# on; 0-0 in money play is each game's own stakes, and any other score
# line that is not the running total is still a mismatch
$ arbiter validate tests/data/backgammon/dialects/money-score-zero.mat
? 1
> tests/data/backgammon/dialects/money-score-zero.mat #1 (Leyla - Omid): valid, 1-0 (resignation: Omid resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/money-score-zero.mat #2 (Leyla - Omid): valid, 0-1 (resignation: Leyla resigned a single: 1 point), 3 plies, game 2, score before 1-0 [backgammon-money]
> tests/data/backgammon/dialects/money-score-zero.mat #3 (Leyla - Omid): mismatch: the score line says 2-0, but the games before make it 1-1 [backgammon-money]
> tests/data/backgammon/dialects/money-score-zero.mat match 1 (Leyla - Omid, money play): 3 games, final score 2-1
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/money-score-zero.mat:17:10: the score line says 2-0, but the games before make it 1-1
!    Leyla : 2                       Omid : 0
!            ^
