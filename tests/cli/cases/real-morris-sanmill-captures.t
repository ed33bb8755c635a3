# Sanmill's sample_game_1, which captures by custodianship and intervention: valid under the rule set its moves fix, illegal at its first custodian capture under the engine's Twelve Men's Morris
$ arbiter compare -V tests/data/variants/sanmill-sample-game-1.yaml -V sanmill-twelve-mens-morris tests/data/real/morris/sanmill/sample-game-1.pgn
? 1
> tests/data/real/morris/sanmill/sample-game-1.pgn #1: diverges at ply 10
>   sanmill-sample-game-1    valid      *        unfinished                     30 plies
>   sanmill-twelve-mens-morris illegal    *        unfinished                      9 plies  ply 10, c5xb6: black closed no mill: there is nothing to remove
>   at ply 10: under sanmill-twelve-mens-morris c5xb6 is illegal: black closed no mill: there is nothing to remove; under sanmill-sample-game-1 play goes on
>
> 1 record, 1 diverging
>
>                        sanmill-sample-game-1 sanmill-twelve-mens-morris
> valid                                      1                          0
> illegal                                    0                          1
> mismatch                                   0                          0
> unreadable                                 0                          0
> 1-0                                        0                          0
> 0-1                                        0                          0
> 1/2-1/2                                    0                          0
> *                                          1                          1
> unfinished                                 1                          1
>
> records whose outcome changes:
>   sanmill-sample-game-1 / sanmill-twelve-mens-morris: 1
