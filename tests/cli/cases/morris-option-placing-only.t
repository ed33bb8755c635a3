# rules.moving.enabled: false: with both hands empty the placing game is drawn; with moving, play goes on
$ arbiter compare -V alquerque-de-tres -V three-mens-morris-ludii tests/data/morris/ludii/alquerque-de-tres.pgn
? 0
> tests/data/morris/ludii/alquerque-de-tres.pgn #1: diverges at ply 6
>   alquerque-de-tres        valid      1/2-1/2  hands-empty                     6 plies  both hands are empty, and pieces do not move
>   three-mens-morris-ludii  valid      1/2-1/2  agreement (claimed)             6 plies  as the record says
>   at ply 6: under alquerque-de-tres the game ends 1/2-1/2 by hands-empty (both hands are empty, and pieces do not move); under three-mens-morris-ludii play goes on
> tests/data/morris/ludii/alquerque-de-tres.pgn #2: the same under all: valid, 1-0 (line: white made a line), 5 plies
>
> 2 records, 1 diverging
>
>                        alquerque-de-tres three-mens-morris-ludii
> valid                                  2                       2
> illegal                                0                       0
> mismatch                               0                       0
> unreadable                             0                       0
> 1-0                                    1                       1
> 0-1                                    0                       0
> 1/2-1/2                                1                       1
> *                                      0                       0
> hands-empty                            1                       0
> line                                   1                       1
> agreement                              0                       1
>
> records whose outcome changes:
>   alquerque-de-tres / three-mens-morris-ludii: 1
