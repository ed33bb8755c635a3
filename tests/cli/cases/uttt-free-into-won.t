# a free move into a won board: only the open-board rule allows it
$ arbiter compare -V uttt-standard -V uttt-open-board tests/data/uttt/free-into-won.uttt
? 1
> tests/data/uttt/free-into-won.uttt #1: diverges at ply 51
>   uttt-standard            illegal    *        unfinished                     50 plies  ply 51, i3: board g1-i3 (bottom-right) is won by X
>   uttt-open-board          valid      *        unfinished                     51 plies
>   at ply 51: under uttt-standard i3 is illegal: board g1-i3 (bottom-right) is won by X; under uttt-open-board play goes on
>
> 1 record, 1 diverging
>
>                        uttt-standard uttt-open-board
> valid                              0               1
> illegal                            1               0
> mismatch                           0               0
> unreadable                         0               0
> 1-0                                0               0
> 0-1                                0               0
> 1/2-1/2                            0               0
> *                                  1               1
> unfinished                         1               1
>
> records whose outcome changes:
>   uttt-standard / uttt-open-board: 1
