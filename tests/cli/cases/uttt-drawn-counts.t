# a line through a drawn board ends the game only when drawn boards count for both
$ arbiter compare -V uttt-standard -V uttt-drawn-counts-both tests/data/uttt/drawn-line.uttt
? 1
> tests/data/uttt/drawn-line.uttt #1: diverges at ply 65
>   uttt-standard            valid      *        unfinished                     66 plies
>   uttt-drawn-counts-both   illegal    1-0      line                           65 plies  ply 66, e2: the game is over: X has a line of boards, a drawn one counting for both
>   at ply 65: under uttt-drawn-counts-both the game ends 1-0 by line (X has a line of boards, a drawn one counting for both); under uttt-standard play goes on
>
> 1 record, 1 diverging
>
>                        uttt-standard uttt-drawn-counts-both
> valid                              1                      0
> illegal                            0                      1
> mismatch                           0                      0
> unreadable                         0                      0
> 1-0                                0                      1
> 0-1                                0                      0
> 1/2-1/2                            0                      0
> *                                  1                      0
> unfinished                         1                      0
> line                               0                      1
>
> records whose outcome changes:
>   uttt-standard / uttt-drawn-counts-both: 1
