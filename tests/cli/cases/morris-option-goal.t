# rules.goal: Niranchy's two options: the first to place blocks and the second makes lines, or the other way round
$ arbiter compare -V niranchy -V niranchy-player-2-blocks tests/data/morris/ludii/niranchy.pgn
? 1
> tests/data/morris/ludii/niranchy.pgn #1: diverges at ply 5
>   niranchy                 valid      0-1      line                            6 plies  black made a line
>   niranchy-player-2-blocks illegal    1-0      line                            5 plies  ply 6, g1: the game is over: white made a line
>   at ply 5: under niranchy-player-2-blocks the game ends 1-0 by line (white made a line); under niranchy play goes on
> tests/data/morris/ludii/niranchy.pgn #2: the same under all: illegal, * (unfinished: ply 5, g7xa1: nothing is removed under these rules), 4 plies
> tests/data/morris/ludii/niranchy.pgn #3: diverges at ply 5
>   niranchy                 valid      1-0      blocked                        24 plies  black cannot move
>   niranchy-player-2-blocks illegal    1-0      line                            5 plies  ply 6, c3: the game is over: white made a line
>   at ply 5: under niranchy-player-2-blocks the game ends 1-0 by line (white made a line); under niranchy play goes on
>
> 3 records, 2 diverging
>
>                          niranchy niranchy-player-2-blocks
> valid                           2                        0
> illegal                         1                        3
> mismatch                        0                        0
> unreadable                      0                        0
> 1-0                             1                        2
> 0-1                             1                        0
> 1/2-1/2                         0                        0
> *                               1                        1
> line                            1                        2
> unfinished                      1                        1
> blocked                         1                        0
>
> records whose outcome changes:
>   niranchy / niranchy-player-2-blocks: 2
