# rules.capture.leap.at_three: white, with 5 pieces, leaps where any side may, not where only a side with 3 may
$ arbiter compare -q -V tests/data/variants/leap.yaml -V tests/data/variants/leap-at-three.yaml tests/data/morris/families/leap.pgn
? 1
> tests/data/morris/families/leap.pgn #1: diverges at ply 11
>   leap                     valid      *        unfinished                     11 plies
>   leap-at-three            illegal    *        unfinished                     10 plies  ply 11, a7-c5xb6: c5 is not next to a7 (white has 5 pieces and flies only with 3)
>   at ply 11: under leap-at-three a7-c5xb6 is illegal: c5 is not next to a7 (white has 5 pieces and flies only with 3); under leap play goes on
