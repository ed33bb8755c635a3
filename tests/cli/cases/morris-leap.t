# rules.capture.leap: a7 jumps b6 to c5 and takes it
$ arbiter compare -q -V tests/data/variants/leap.yaml -V tests/data/variants/twelve-five.yaml tests/data/morris/families/leap.pgn
? 1
> tests/data/morris/families/leap.pgn #1: diverges at ply 11
>   leap                     valid      *        unfinished                     11 plies
>   twelve-five              illegal    *        unfinished                     10 plies  ply 11, a7-c5xb6: c5 is not next to a7 (white has 5 pieces and flies only with 3)
>   at ply 11: under twelve-five a7-c5xb6 is illegal: c5 is not next to a7 (white has 5 pieces and flies only with 3); under leap play goes on
