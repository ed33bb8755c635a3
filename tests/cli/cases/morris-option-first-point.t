# rules.placing.first_point: the first piece of the game on the centre (Katsela) against a free first placement
$ arbiter compare -V katsela -V three-mens-morris-ludii tests/data/morris/ludii/katsela.pgn
? 1
> tests/data/morris/ludii/katsela.pgn #1: diverges at ply 1
>   katsela                  illegal    *        unfinished                      0 plies  ply 1, a1: the first piece of the game is placed on b2
>   three-mens-morris-ludii  valid      *        unfinished                      1 ply
>   at ply 1: under katsela a1 is illegal: the first piece of the game is placed on b2; under three-mens-morris-ludii play goes on
> tests/data/morris/ludii/katsela.pgn #2: the same under all: valid, * (unfinished), 3 plies
>
> 2 records, 1 diverging
>
>                           katsela three-mens-morris-ludii
> valid                           1                       2
> illegal                         1                       0
> mismatch                        0                       0
> unreadable                      0                       0
> 1-0                             0                       0
> 0-1                             0                       0
> 1/2-1/2                         0                       0
> *                               2                       2
> unfinished                      2                       2
>
> records whose outcome changes:
>   katsela / three-mens-morris-ludii: 1
