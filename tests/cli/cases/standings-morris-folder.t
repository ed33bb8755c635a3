# a folder of morris records, under their own rule sets
$ arbiter standings records/morris
? 0
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Lerato     11     5      2       4     6
>   2  Ion         6     4      2       0     5
>   2  Jan         7     4      2       1     5
>   4  Radu        6     3      1       2     3½
>   5  Reza        3     3      0       0     3
>   5  Sara        6     3      0       3     3
>   7  Elif        3     2      1       0     2½
>   7  Maria       4     2      1       1     2½
>   9  Can         4     1      2       1     2
>   9  Mina        8     1      2       5     2
>  11  Ali         5     0      3       2     1½
>  11  Ayşe        4     1      1       2     1½
>  11  Mehmet      2     1      1       0     1½
>  14  Ana         2     0      2       0     1
>  14  Eva         7     1      0       6     1
>  14  Thabo       6     0      2       4     1
>
> Not scored:
>   records/morris/one-time-mill.pgn #2: unfinished: the game has no result
