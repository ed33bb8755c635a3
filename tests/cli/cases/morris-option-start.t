# rules.start: Shisima's pieces start on the board, nothing is placed; with an empty start the same moves are refused
$ arbiter compare -V shisima -V tests/data/morris/rules/shisima-placed.yaml tests/data/morris/ludii/shisima.pgn
? 1
> tests/data/morris/ludii/shisima.pgn #1: diverges at ply 1
>   shisima                  illegal    *        unfinished                      0 plies  ply 1, a4: white has no pieces left to place
>   shisima-placed           valid      *        unfinished                      1 ply
>   at ply 1: under shisima a4 is illegal: white has no pieces left to place; under shisima-placed play goes on
> tests/data/morris/ludii/shisima.pgn #2: diverges at ply 1
>   shisima                  valid      1-0      line                            5 plies  white made a line
>   shisima-placed           illegal    *        unfinished                      0 plies  ply 1, d7-d4: white still has 3 pieces in hand and must place
>   at ply 1: under shisima-placed d7-d4 is illegal: white still has 3 pieces in hand and must place; under shisima play goes on
> tests/data/morris/ludii/shisima.pgn #3: the same under all: illegal, * (unfinished: ply 1, d1-d4: d1 holds a black piece, not a white one (did you mean d7-d4?)), 0 plies
>
> 3 records, 2 diverging
>
>                           shisima shisima-placed
> valid                           1              1
> illegal                         2              2
> mismatch                        0              0
> unreadable                      0              0
> 1-0                             1              0
> 0-1                             0              0
> 1/2-1/2                         0              0
> *                               2              3
> unfinished                      2              3
> line                            1              0
>
> records whose outcome changes:
>   shisima / shisima-placed: 2
