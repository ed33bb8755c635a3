# rules.capture.custodian.lines: b6 stands between a7 and c5 on a diagonal, taken along every line, not along the sides of squares only
$ arbiter compare -q -V tests/data/variants/custodian.yaml -V tests/data/variants/custodian-edges.yaml tests/data/morris/families/custodian.pgn
? 1
> tests/data/morris/families/custodian.pgn #1: diverges at ply 3
>   custodian                valid      *        unfinished                      3 plies
>   custodian-edges          illegal    *        unfinished                      2 plies  ply 3, c5xb6: white closed no mill: there is nothing to remove
>   at ply 3: under custodian-edges c5xb6 is illegal: white closed no mill: there is nothing to remove; under custodian play goes on
