# shax (the Shax rule pages) and Ludii's Shah agree on every rule point Shah's records show: no removal while placing, the first mill's side removes first, the freeing move that removes nothing
$ arbiter compare -V shah -V shax tests/data/morris/ludii/shah.pgn
? 1
> tests/data/morris/ludii/shah.pgn #1: the same under all: illegal, * (unfinished: ply 6, f6xe3: a mill made while placing removes nothing until placing is over), 5 plies
> tests/data/morris/ludii/shah.pgn #2: the same under all: valid, * (unfinished), 27 plies
> tests/data/morris/ludii/shah.pgn #3: the same under all: illegal, * (unfinished: ply 27, a7-d7: a7 holds a white piece, not a black one (did you mean d6-d7?)), 26 plies
> tests/data/morris/ludii/shah.pgn #4: the same under all: valid, * (unfinished), 25 plies
> tests/data/morris/ludii/shah.pgn #5: the same under all: valid, * (unfinished), 29 plies
> tests/data/morris/ludii/shah.pgn #6: the same under all: illegal, * (unfinished: ply 28, f6-d6xa7: a move that frees white removes nothing), 27 plies
> tests/data/morris/ludii/shah.pgn #7: the same under all: valid, * (unfinished), 27 plies
> tests/data/morris/ludii/shah.pgn #8: the same under all: illegal, * (unfinished: ply 27, a4-a7: a4 holds a white piece, not a black one), 26 plies
>
> 8 records, 0 diverging
>
>                              shah       shax
> valid                           4          4
> illegal                         4          4
> mismatch                        0          0
> unreadable                      0          0
> 1-0                             0          0
> 0-1                             0          0
> 1/2-1/2                         0          0
> *                               8          8
> unfinished                      8          8
>
> records whose outcome changes:
>   shah / shax: 0
