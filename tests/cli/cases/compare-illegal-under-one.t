# a record illegal under one rule set only: flying is legal with it, not without
$ arbiter compare -V classic-flying -V classic tests/data/morris/terminations/classic-flying.pgn
? 1
> tests/data/morris/terminations/classic-flying.pgn #1 (random - random): diverges at ply 126
>   classic-flying           valid      1-0      fewer-pieces                  153 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                    125 plies  ply 126, d7-e4: e4 is not next to d7 (no flying under these rules)
>   at ply 126: under classic d7-e4 is illegal: e4 is not next to d7 (no flying under these rules); under classic-flying play goes on
> tests/data/morris/terminations/classic-flying.pgn #2 (random - random): the same under all: valid, 1-0 (blocked: black cannot move), 89 plies
>
> 2 records, 1 diverging
>
>                        classic-flying    classic
> valid                               2          1
> illegal                             0          1
> mismatch                            0          0
> unreadable                          0          0
> 1-0                                 2          1
> 0-1                                 0          0
> 1/2-1/2                             0          0
> *                                   0          1
> fewer-pieces                        1          0
> blocked                             1          1
> unfinished                          0          1
>
> records whose outcome changes:
>   classic-flying / classic: 1
