# backgammon: matches won and lost, and the points of their games (root won
# 0-6, 2-9 and lost 5-2: 17 points); a money session counts game by game; a
# match that stops short is left out, its points with it
$ arbiter standings records/backgammon tests/data/backgammon/money-session.mat tests/data/backgammon/match-7pt-first-two.mat
? 0
> backgammon and the tables family, by match
>   #  Player  Matches  Wins  Draws  Losses  Score  Points
>   1  root          3     2      0       1     2       17
>   2  gnubg         3     1      0       2     1        7
>
> backgammon and the tables family, by game
>   #  Player  Games  Wins  Draws  Losses  Score  Points
>   1  Bahram      5     3      0       2     3        5
>   2  Ayla        5     2      0       3     2        5
>
> Not scored:
>   tests/data/backgammon/match-7pt-first-two.mat: unfinished: match 1 (gnubg - root): stops at 2-1 of 7 points
