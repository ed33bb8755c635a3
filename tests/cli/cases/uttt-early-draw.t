# rules.early_draw (uttt-doxa) against uttt-standard, on two DOXA games as
# flat board-cell lines: the first ends as soon as no line of boards can be
# made (under uttt-standard its 1/2-1/2 is only a claim), the second's last
# mark is a free move because board 7, stalemated with empty cells, is
# closed (under uttt-standard play must go there)
$ arbiter compare -V uttt-standard -V uttt-doxa -n board-cell tests/data/uttt/doxa/stalemates.txt
? 1
> tests/data/uttt/doxa/stalemates.txt #1: diverges at ply 64
>   uttt-standard            valid      1/2-1/2  agreement (claimed)            64 plies  as the record says
>   uttt-doxa                valid      1/2-1/2  no-line-left                   64 plies  no line of boards can be made any more
>   at ply 64: under uttt-doxa the game ends 1/2-1/2 by no-line-left (no line of boards can be made any more); under uttt-standard play goes on
> tests/data/uttt/doxa/stalemates.txt #2: diverges at ply 59
>   uttt-standard            illegal    *        unfinished                     58 plies  ply 59, 3.2: board 7 (bottom) is required (did you mean 7.4?)
>   uttt-doxa                valid      1/2-1/2  all-decided                    59 plies  every board is decided without a line
>   at ply 59: under uttt-standard 3.2 is illegal: board 7 (bottom) is required (did you mean 7.4?); under uttt-doxa the game ends 1/2-1/2 by all-decided (every board is decided without a line)
>
> 2 records, 2 diverging
>
>                        uttt-standard  uttt-doxa
> valid                              1          2
> illegal                            1          0
> mismatch                           0          0
> unreadable                         0          0
> 1-0                                0          0
> 0-1                                0          0
> 1/2-1/2                            1          2
> *                                  1          0
> agreement                          1          0
> unfinished                         1          0
> no-line-left                       0          1
> all-decided                        0          1
>
> records whose outcome changes:
>   uttt-standard / uttt-doxa: 2
