# rules.moving.flanked: immobile: a piece between two opposing pieces stays (Triodi of Chios); free, it moves
$ arbiter compare -V triodi-chios -V tests/data/morris/rules/triodi-chios-free.yaml tests/data/morris/ludii/triodi-chios.pgn
? 1
> tests/data/morris/ludii/triodi-chios.pgn #1: diverges at ply 7
>   triodi-chios             illegal    *        unfinished                      6 plies  ply 7, b2-b3: the piece on b2 stands between two black pieces and cannot move (did you mean c3-b3?)
>   triodi-chios-free        valid      *        unfinished                      7 plies
>   at ply 7: under triodi-chios b2-b3 is illegal: the piece on b2 stands between two black pieces and cannot move (did you mean c3-b3?); under triodi-chios-free play goes on
> tests/data/morris/ludii/triodi-chios.pgn #2: the same under all: valid, * (unfinished), 7 plies
>
> 2 records, 1 diverging
>
>                        triodi-chios triodi-chios-free
> valid                             1                 2
> illegal                           1                 0
> mismatch                          0                 0
> unreadable                        0                 0
> 1-0                               0                 0
> 0-1                               0                 0
> 1/2-1/2                           0                 0
> *                                 2                 2
> unfinished                        2                 2
>
> records whose outcome changes:
>   triodi-chios / triodi-chios-free: 1
