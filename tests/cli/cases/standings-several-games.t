# several games at once: a table for each game and unit, titled, "Games" or "Matches" counting one thing in it; morris and UTTT players get no Points column, and a player of two games has a row in each
$ arbiter standings records/morris/three-mens-morris.pgn records/uttt/codingame-bots.uttt records/backgammon/gnubg-5-point-match.mat tests/data/backgammon/money-session.mat
? 0
> morris, by game
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Sara        2     2      0       0     2
>   2  Mehmet      1     1      0       0     1
>   3  Ali         1     0      0       1     0
>   3  Eva         1     0      0       1     0
>   3  Lerato      1     0      0       1     0
>
> Ultimate Tic-Tac-Toe, by game
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Yusuf       4     3      0       1     3
>   2  Sara        4     1      0       3     1
>
> backgammon and the tables family, by match
>   #  Player  Matches  Wins  Draws  Losses  Score  Points
>   1  root          1     1      0       0     1        6
>   2  gnubg         1     0      0       1     0        0
>
> backgammon and the tables family, by game
>   #  Player  Games  Wins  Draws  Losses  Score  Points
>   1  Bahram      5     3      0       2     3        5
>   2  Ayla        5     2      0       3     2        5
