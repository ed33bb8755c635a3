# a .mat game with no score line: a Wins line stands in the column it is written in (the first play line, tried as a score line, moved the second column to its '6/5', and the first player's win read as the second's)
$ arbiter validate -
<  0 point match
< 
<  Game 1
<   1) 31: 8/5 6/5                 45: 13/8 8/4
<       Wins 1 point
< 
<  Game 2
<   1) 31: 8/5 6/5                 45: 13/8 8/4
<                                   Wins 1 point
? 0
> <stdin> #1: valid, 1-0 (resignation: the second player resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon-money]
> <stdin> #2: valid, 0-1 (resignation: the first player resigned a single: 1 point), 2 plies, game 2, score before 1-0 [backgammon-money]
> <stdin> match 1 (? - ?, money play): 2 games, final score 1-1
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
