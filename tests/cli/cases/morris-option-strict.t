# rules.removal.from_mills: never (strict protection) against the standard rule: a mill with every opposing piece in a mill removes nothing
$ arbiter compare -V gamesman-9mm-strict -V gamesman-9mm tests/data/morris/rules/strict.pgn
? 1
> tests/data/morris/rules/strict.pgn #1: diverges at ply 8
>   gamesman-9mm-strict      valid      *        unfinished                      8 plies
>   gamesman-9mm             illegal    *        unfinished                      6 plies  ply 8, d5: white's f6 closed a mill: a black piece must be removed (x) before the next move
>   at ply 8: under gamesman-9mm d5 is illegal: white's f6 closed a mill: a black piece must be removed (x) before the next move; under gamesman-9mm-strict play goes on
> tests/data/morris/rules/strict.pgn #2: diverges at ply 7
>   gamesman-9mm-strict      illegal    *        unfinished                      6 plies  ply 7, f6xa7: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed
>   gamesman-9mm             valid      *        unfinished                      8 plies
>   at ply 7: under gamesman-9mm-strict f6xa7 is illegal: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed; under gamesman-9mm play goes on
>
> 2 records, 2 diverging
>
>                        gamesman-9mm-strict gamesman-9mm
> valid                                    1            1
> illegal                                  1            1
> mismatch                                 0            0
> unreadable                               0            0
> 1-0                                      0            0
> 0-1                                      0            0
> 1/2-1/2                                  0            0
> *                                        2            2
> unfinished                               2            2
>
> records whose outcome changes:
>   gamesman-9mm-strict / gamesman-9mm: 2
