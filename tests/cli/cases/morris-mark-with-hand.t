# rules.placing.mill: mark-with-hand (Sam K'i): the marker from the hand stays on b4 when placing ends, and white, its hand empty first, passes; marking without a hand piece, white still places
$ arbiter compare -q -V sam-ki -V tests/data/variants/sam-ki-marking.yaml tests/data/morris/families/mark-with-hand.pgn
? 1
> tests/data/morris/families/mark-with-hand.pgn #1: diverges at ply 23
>   sam-ki                   valid      *        unfinished                     25 plies
>   sam-ki-marking           illegal    *        unfinished                     22 plies  ply 23, p: white can move and may not pass
>   at ply 23: under sam-ki-marking p is illegal: white can move and may not pass; under sam-ki play goes on
