# rules.moving.starts: both-hands-empty (Nerenchi Keliya): white, its hand empty, passes while black places; moving once its own hand is empty, it may not pass
$ arbiter compare -q -V nerenchi-keliya -V tests/data/variants/nerenchi-own-hand.yaml tests/data/morris/families/moving-starts.pgn
? 1
> tests/data/morris/families/moving-starts.pgn #1: diverges at ply 18
>   nerenchi-keliya          valid      *        unfinished                     19 plies
>   nerenchi-own-hand        illegal    *        unfinished                     17 plies  ply 18, p: white can move and may not pass
>   at ply 18: under nerenchi-own-hand p is illegal: white can move and may not pass; under nerenchi-keliya play goes on
