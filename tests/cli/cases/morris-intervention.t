# rules.capture.intervention (Mul-Mulan): d6 takes d7 and d5, either side of it
$ arbiter compare -q -V sanmill-app-mul-mulan -V tests/data/variants/mul-mulan-no-capture.yaml tests/data/morris/families/intervention.pgn
? 1
> tests/data/morris/families/intervention.pgn #1: diverges at ply 5
>   sanmill-app-mul-mulan    valid      *        unfinished                      5 plies
>   mul-mulan-no-capture     illegal    *        unfinished                      4 plies  ply 5, d6xd7xd5: white closed no mill: there is nothing to remove
>   at ply 5: under mul-mulan-no-capture d6xd7xd5 is illegal: white closed no mill: there is nothing to remove; under sanmill-app-mul-mulan play goes on
