# 3,000 players in 9,000 games, found again game after game through the
# table's index as it grows, and the places of the rows tied on score
# (standings-archive and the speed checks: 200,000 players in seconds)
$ python3 -c 'for i in range(9000): r = ("1-0", "0-1", "1/2-1/2")[i % 3]; print("[White \"P%d\"]\n[Black \"P%d\"]\n[Result \"%s\"]\n\n1. d6 a1 %s\n" % (i % 3000, (i * 7 + 1) % 3000, r, r))' | arbiter standings - | sed -n '1,4p;1500,1502p;$p'
? 0
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  P0          6     3      3       0     4½
>   1  P1001       6     3      3       0     4½
>   1  P1002       6     3      3       0     4½
>   1  P321        6     3      3       0     4½
>   1  P323        6     3      3       0     4½
>   1  P324        6     3      3       0     4½
> 2001  P997        6     0      0       6     0
