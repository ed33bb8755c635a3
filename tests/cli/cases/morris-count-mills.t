# rules.placing.mill: count-mills (El Filja): a mill made while placing removes nothing
$ arbiter compare -q -V sanmill-el-filja -V tests/data/variants/el-filja-removing.yaml tests/data/morris/families/count-mills.pgn
? 1
> tests/data/morris/families/count-mills.pgn #1: diverges at ply 5
>   sanmill-el-filja         illegal    *        unfinished                      4 plies  ply 5, g7xb6: a mill made while placing removes nothing until placing is over
>   el-filja-removing        valid      *        unfinished                      5 plies
>   at ply 5: under sanmill-el-filja g7xb6 is illegal: a mill made while placing removes nothing until placing is over; under el-filja-removing play goes on
