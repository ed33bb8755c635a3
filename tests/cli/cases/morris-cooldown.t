# rules.moving.cooldown (Arde Lucus): g7 left its mill two plies ago and may not go back yet
$ arbiter compare -q -V arde-lucus -V tests/data/variants/arde-lucus-no-cooldown.yaml tests/data/morris/families/cooldown.pgn
? 1
> tests/data/morris/families/cooldown.pgn #1: diverges at ply 21
>   arde-lucus               illegal    *        unfinished                     20 plies  ply 21, g4-g7xb4: the piece on g4 left a mill from g7 2 plies ago and may go back only after 3
>   arde-lucus-no-cooldown   valid      *        unfinished                     21 plies
>   at ply 21: under arde-lucus g4-g7xb4 is illegal: the piece on g4 left a mill from g7 2 plies ago and may go back only after 3; under arde-lucus-no-cooldown play goes on
