# rules.flying.hand: any with count board (GamesmanOne's Lasker, on board) flies from the start; counting board and hand, or needing the own hand empty, it does not
$ arbiter compare -V gamesman-lasker-on-board -V gamesman-lasker-remaining -V lasker tests/data/morris/rules/lasker-flying.pgn
? 1
> tests/data/morris/rules/lasker-flying.pgn #1: diverges at ply 3
>   gamesman-lasker-on-board valid      *        unfinished                      3 plies
>   gamesman-lasker-remaining illegal    *        unfinished                      2 plies  ply 3, a7-e4: e4 is not next to a7 (white has 10 pieces on the board and in hand and flies only with 3; did you mean a7-a4?)
>   lasker                   illegal    *        unfinished                      2 plies  ply 3, a7-e4: e4 is not next to a7 (no flying while placing; did you mean a7-a4?)
>   at ply 3: under gamesman-lasker-remaining a7-e4 is illegal: e4 is not next to a7 (white has 10 pieces on the board and in hand and flies only with 3; did you mean a7-a4?); under lasker a7-e4 is illegal: e4 is not next to a7 (no flying while placing; did you mean a7-a4?); under gamesman-lasker-on-board play goes on
>
> 1 record, 1 diverging
>
>                        gamesman-lasker-on-board gamesman-lasker-remaining     lasker
> valid                                         1                         0          0
> illegal                                       0                         1          1
> mismatch                                      0                         0          0
> unreadable                                    0                         0          0
> 1-0                                           0                         0          0
> 0-1                                           0                         0          0
> 1/2-1/2                                       0                         0          0
> *                                             1                         1          1
> unfinished                                    1                         1          1
>
> records whose outcome changes:
>   gamesman-lasker-on-board / gamesman-lasker-remaining: 1
>   gamesman-lasker-on-board / lasker: 1
>   gamesman-lasker-remaining / lasker: 0
