# rules.moving.mill: remove-and-move-again (Nerenchi Keliya): after g4-g7xd6 white moves again
$ arbiter compare -q -V nerenchi-keliya -V tests/data/variants/nerenchi-no-again.yaml tests/data/morris/families/move-again.pgn
? 1
> tests/data/morris/families/move-again.pgn #1: diverges at ply 20
>   nerenchi-keliya          valid      *        unfinished                     21 plies
>   nerenchi-no-again        illegal    *        unfinished                     19 plies  ply 20, d7-d6: d7 holds a white piece, not a black one
>   at ply 20: under nerenchi-no-again d7-d6 is illegal: d7 holds a white piece, not a black one; under nerenchi-keliya play goes on
