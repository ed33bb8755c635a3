# rules.capture.custodian: c5 takes b6, between it and a7, without a mill
$ arbiter compare -q -V tests/data/variants/custodian.yaml -V sanmill-twelve-mens-morris tests/data/morris/families/custodian.pgn
? 1
> tests/data/morris/families/custodian.pgn #1: diverges at ply 3
>   custodian                valid      *        unfinished                      3 plies
>   sanmill-twelve-mens-morris illegal    *        unfinished                      2 plies  ply 3, c5xb6: white closed no mill: there is nothing to remove
>   at ply 3: under sanmill-twelve-mens-morris c5xb6 is illegal: white closed no mill: there is nothing to remove; under custodian play goes on
