# a match's players are the names its first game gives, whole: two matches
# won by players whose names agree in their first 127 bytes are two players'
$ arbiter standings tests/data/hostile/long-names-matches.jsonl
? 0
>   #  Player                                    Matches  Wins  Draws  Losses  Score  Points
>   1  JugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugador-Xavier        1     1      0       0     1        2
>   1  JugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugadorJugador-Yusuf        1     1      0       0     1        2
>   3  gnubg                                           2     0      0       2     0        0
