# rules.placing.mill: first-mill-decides (Shah): a line made while placing removes nothing
$ arbiter compare -q -V shah -V tests/data/variants/shah-removing.yaml tests/data/morris/families/first-mill.pgn
? 1
> tests/data/morris/families/first-mill.pgn #1: diverges at ply 6
>   shah                     illegal    *        unfinished                      5 plies  ply 6, f6xe3: a mill made while placing removes nothing until placing is over
>   shah-removing            valid      *        unfinished                      6 plies
>   at ply 6: under shah f6xe3 is illegal: a mill made while placing removes nothing until placing is over; under shah-removing play goes on
