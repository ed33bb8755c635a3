# rules.placing.mill: extra-turn (Nerenchi Keliya): a line made while placing gives another placement
$ arbiter compare -q -V nerenchi-keliya -V tests/data/variants/nerenchi-removing.yaml tests/data/morris/families/extra-turn.pgn
? 1
> tests/data/morris/families/extra-turn.pgn #1: diverges at ply 6
>   nerenchi-keliya          valid      *        unfinished                      8 plies
>   nerenchi-removing        illegal    *        unfinished                      4 plies  ply 6, a1: white's g7 closed a mill: a black piece must be removed (x) before the next move
>   at ply 6: under nerenchi-removing a1 is illegal: white's g7 closed a mill: a black piece must be removed (x) before the next move; under nerenchi-keliya play goes on
