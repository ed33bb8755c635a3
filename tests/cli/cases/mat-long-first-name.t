# a first name of 33 letters pushes the score line's second name past column 33: the second player's lone opening play there is still the second player's (it was read as the first's, and the game as illegal at ply 2)
$ arbiter validate -
< 
<  5 point match
< 
<  Game 1
<  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx : 0 Bob : 0
<   1)                             34: 8/4 8/5
<   2) 15: 8/3 3/2                  Doubles => 2
<   3)  Drops                       Wins 1 point
? 0
> <stdin> #1 (xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx - Bob): valid, 0-1 (drop: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> <stdin> match 1 (xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx - Bob, 5 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
