# rules.start.home_mills: false: back on its home row, white has no line (Tant Fant); with the home row a line, white wins
$ arbiter compare -V tant-fant -V tests/data/morris/rules/tant-fant-home-counts.yaml tests/data/morris/ludii/tant-fant.pgn
? 1
> tests/data/morris/ludii/tant-fant.pgn #1: diverges at ply 3
>   tant-fant                valid      *        unfinished                      4 plies
>   tant-fant-home-counts    illegal    1-0      line                            3 plies  ply 4, a2-a3: the game is over: white made a line
>   at ply 3: under tant-fant-home-counts the game ends 1-0 by line (white made a line); under tant-fant play goes on
> tests/data/morris/ludii/tant-fant.pgn #2: the same under all: valid, 1-0 (line: white made a line), 5 plies
>
> 2 records, 1 diverging
>
>                         tant-fant tant-fant-home-counts
> valid                           2                     1
> illegal                         0                     1
> mismatch                        0                     0
> unreadable                      0                     0
> 1-0                             1                     2
> 0-1                             0                     0
> 1/2-1/2                         0                     0
> *                               1                     0
> unfinished                      1                     0
> line                            1                     2
>
> records whose outcome changes:
>   tant-fant / tant-fant-home-counts: 1
