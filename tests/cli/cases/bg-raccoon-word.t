# "Raccoons => 8" (and "Raccoon"), the word gnubg's .mat import reads as a redouble on a beaver, is a raccoon: taken, the game is worth 8 a single
$ arbiter validate -
< 0 point match
<
< Game 1
< anna : 0                       bert : 0
<  1) 52: 13/8 24/22              63: 24/18 13/10
<  2)  Doubles => 2                Beavers => 4
<  3)  Raccoons => 8               Takes
<  4) 31: 8/5 6/5                 42: 8/4 6/4
<  5) 21: 13/11 24/23              Doubles => 16
<  6)  Drops                       Wins 8 points
<
< Game 2
< anna : 0                       bert : 8
<  1) 52: 13/8 24/22              63: 24/18 13/10
<  2)  Doubles => 2                Beavers => 4
<  3)  Raccoon => 8                Drops
<       Wins 4 points
? 0
> <stdin> #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 8 points), 11 plies, game 1, score before 0-0 [backgammon-money]
> <stdin> #2 (anna - bert): valid, 1-0 (drop: bert dropped the double: 4 points), 6 plies, game 2, score before 0-8 [backgammon-money]
> <stdin> match 1 (anna - bert, money play): 2 games, final score 4-8
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
