# rules.misere: the side reduced to two pieces wins
$ arbiter compare -V tests/data/morris/rules/misere-three-pieces.yaml -V tests/data/morris/rules/nine-three-pieces.yaml tests/data/morris/rules/misere.pgn
? 1
> tests/data/morris/rules/misere.pgn #1: diverges at ply 5
>   misere-three-pieces      valid      0-1      fewer-pieces                    5 plies  black has 2 pieces left, fewer than 3; misère: black wins
>   nine-three-pieces        mismatch   1-0      fewer-pieces                    5 plies  the record claims 0-1, but the game ended 1-0 at ply 5: black has 2 pieces left, fewer than 3
>   at ply 5: under misere-three-pieces the game ends 0-1 by fewer-pieces (black has 2 pieces left, fewer than 3; misère: black wins); under nine-three-pieces the game ends 1-0 by fewer-pieces (black has 2 pieces left, fewer than 3)
>
> 1 record, 1 diverging
>
>                        misere-three-pieces nine-three-pieces
> valid                                    1                 0
> illegal                                  0                 0
> mismatch                                 0                 1
> unreadable                               0                 0
> 1-0                                      0                 1
> 0-1                                      1                 0
> 1/2-1/2                                  0                 0
> *                                        0                 0
> fewer-pieces                             1                 1
>
> records whose outcome changes:
>   misere-three-pieces / nine-three-pieces: 1
