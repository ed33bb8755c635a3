# rules.placing.mill: mark (Sanmill's Cham Gonu): the marked b4 takes no piece until placing ends; a mill that removes at once leaves it empty
$ arbiter compare -q -V sanmill-app-cham-gonu -V tests/data/variants/cham-gonu-removing.yaml tests/data/morris/families/mark.pgn
? 1
> tests/data/morris/families/mark.pgn #1: diverges at ply 6
>   sanmill-app-cham-gonu    illegal    *        unfinished                      5 plies  ply 6, b4: b4 is dead until placing is over
>   cham-gonu-removing       valid      *        unfinished                      6 plies
>   at ply 6: under sanmill-app-cham-gonu b4 is illegal: b4 is dead until placing is over; under cham-gonu-removing play goes on
