# Lasker: a side with pieces in hand may slide instead, so the same position (board, hands, side to move)
# can come a third time before placing is over: the common rule draws it then, and the Sanmill engine,
# which records the position after every slide in any phase, draws it at its own third occurrence.
$ arbiter compare -V lasker -V sanmill-lasker-morris tests/data/morris/rules/lasker-placing-repetition.pgn
? 1
> tests/data/morris/rules/lasker-placing-repetition.pgn #1: diverges at ply 35
>   lasker                   valid      1/2-1/2  repetition                     35 plies  the same position for the 3rd time
>   sanmill-lasker-morris    valid      1/2-1/2  agreement (claimed)            35 plies  as the record says
>   at ply 35: under lasker the game ends 1/2-1/2 by repetition (the same position for the 3rd time); under sanmill-lasker-morris play goes on
> tests/data/morris/rules/lasker-placing-repetition.pgn #2: diverges at ply 35
>   lasker                   illegal    1/2-1/2  repetition                     35 plies  ply 36, c3-d3: the game is over: the same position for the 3rd time
>   sanmill-lasker-morris    valid      1/2-1/2  repetition                     39 plies  the same position for the 3rd time
>   at ply 35: under lasker the game ends 1/2-1/2 by repetition (the same position for the 3rd time); under sanmill-lasker-morris play goes on
>
> 2 records, 2 diverging
>
>                            lasker sanmill-lasker-morris
> valid                           1                     2
> illegal                         1                     0
> mismatch                        0                     0
> unreadable                      0                     0
> 1-0                             0                     0
> 0-1                             0                     0
> 1/2-1/2                         2                     2
> *                               0                     0
> repetition                      2                     1
> agreement                       0                     1
>
> records whose outcome changes:
>   lasker / sanmill-lasker-morris: 2
