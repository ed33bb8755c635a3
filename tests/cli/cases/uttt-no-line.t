# every board decided without a line: a draw, or the most boards win
$ arbiter compare -V uttt-standard -V uttt-codingame tests/data/uttt/no-line.uttt
? 1
> tests/data/uttt/no-line.uttt #1: diverges at ply 66
>   uttt-standard            valid      1/2-1/2  all-decided                    66 plies  every board is decided without a line
>   uttt-codingame           mismatch   0-1      most-boards                    66 plies  the record claims 1/2-1/2, but the game ended 0-1 at ply 66: every board is decided without a line; O won 4 boards to 3
>   at ply 66: under uttt-standard the game ends 1/2-1/2 by all-decided (every board is decided without a line); under uttt-codingame the game ends 0-1 by most-boards (every board is decided without a line; O won 4 boards to 3)
>
> 1 record, 1 diverging
>
>                        uttt-standard uttt-codingame
> valid                              1              0
> illegal                            0              0
> mismatch                           0              1
> unreadable                         0              0
> 1-0                                0              0
> 0-1                                0              1
> 1/2-1/2                            1              0
> *                                  0              0
> all-decided                        1              0
> most-boards                        0              1
>
> records whose outcome changes:
>   uttt-standard / uttt-codingame: 1
