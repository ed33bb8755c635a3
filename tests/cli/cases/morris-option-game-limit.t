# rules.draw.game_limit: OpenSpiel draws at 200 plies; without a limit play goes on
$ arbiter compare -V openspiel-nine-mens-morris -V gamesman-9mm tests/data/morris/rules/two-hundred-plies.pgn
? 1
> tests/data/morris/rules/two-hundred-plies.pgn #1: diverges at ply 200
>   openspiel-nine-mens-morris valid      1/2-1/2  game-limit                    200 plies  200 plies, the longest a game may last
>   gamesman-9mm             valid      1/2-1/2  agreement (claimed)           200 plies  as the record says
>   at ply 200: under openspiel-nine-mens-morris the game ends 1/2-1/2 by game-limit (200 plies, the longest a game may last); under gamesman-9mm play goes on
> tests/data/morris/rules/two-hundred-plies.pgn #2: diverges at ply 200
>   openspiel-nine-mens-morris illegal    1/2-1/2  game-limit                    200 plies  ply 201, d1-d2: the game is over: 200 plies, the longest a game may last
>   gamesman-9mm             valid      *        unfinished                    202 plies
>   at ply 200: under openspiel-nine-mens-morris the game ends 1/2-1/2 by game-limit (200 plies, the longest a game may last); under gamesman-9mm play goes on
>
> 2 records, 2 diverging
>
>                        openspiel-nine-mens-morris gamesman-9mm
> valid                                           1            2
> illegal                                         1            0
> mismatch                                        0            0
> unreadable                                      0            0
> 1-0                                             0            0
> 0-1                                             0            0
> 1/2-1/2                                         2            1
> *                                               0            1
> game-limit                                      2            0
> agreement                                       0            1
> unfinished                                      0            1
>
> records whose outcome changes:
>   openspiel-nine-mens-morris / gamesman-9mm: 2
