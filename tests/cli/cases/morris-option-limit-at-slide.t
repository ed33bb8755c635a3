# rules.draw.move_limit.at: slide. Malom (Main.vb, GameState.MakeMove) counts the slides since the last
# placement or removal and declares the draw as soon as a slide brings the count to 50, even where
# that slide closes a mill: the removal it would earn is never made. At ply-end the removal comes first.
$ arbiter compare -V malom-std -V tests/data/morris/rules/malom-ply-end.yaml tests/data/morris/rules/fiftieth-slide-mill.pgn
? 1
> tests/data/morris/rules/fiftieth-slide-mill.pgn #1: diverges at ply 68
>   malom-std                valid      1/2-1/2  move-limit                     68 plies  50 plies without a removal
>   malom-ply-end            valid      1/2-1/2  agreement (claimed)            67 plies  as the record says
>   at ply 68: under malom-std the game ends 1/2-1/2 by move-limit (50 plies without a removal); under malom-ply-end play goes on
> tests/data/morris/rules/fiftieth-slide-mill.pgn #2: diverges at ply 67
>   malom-std                illegal    *        unfinished                     67 plies  ply 68, g4-g7xf6: the game is over: this slide is the 50th without a removal, and draws before its mill removes
>   malom-ply-end            valid      *        unfinished                     68 plies
>   at ply 67: under malom-std the record is illegal; under malom-ply-end the record is valid
>
> 2 records, 2 diverging
>
>                         malom-std malom-ply-end
> valid                           1             2
> illegal                         1             0
> mismatch                        0             0
> unreadable                      0             0
> 1-0                             0             0
> 0-1                             0             0
> 1/2-1/2                         1             1
> *                               1             1
> move-limit                      1             0
> unfinished                      1             1
> agreement                       0             1
>
> records whose outcome changes:
>   malom-std / malom-ply-end: 2
