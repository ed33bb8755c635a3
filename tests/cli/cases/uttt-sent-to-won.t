# sent to a won board with empty cells: a free move, or that board still
$ arbiter compare -V uttt-standard -V uttt-won-board-playable tests/data/uttt/sent-to-won.uttt
? 1
> tests/data/uttt/sent-to-won.uttt #1: diverges at ply 31
>   uttt-standard            valid      *        unfinished                     31 plies
>   uttt-won-board-playable  illegal    *        unfinished                     30 plies  ply 31, a9: board g1-i3 (bottom-right) is required: it is won by O but still has empty cells, and under these rules play goes there
>   at ply 31: under uttt-won-board-playable a9 is illegal: board g1-i3 (bottom-right) is required: it is won by O but still has empty cells, and under these rules play goes there; under uttt-standard play goes on
>
> 1 record, 1 diverging
>
>                        uttt-standard uttt-won-board-playable
> valid                              1                       0
> illegal                            0                       1
> mismatch                           0                       0
> unreadable                         0                       0
> 1-0                                0                       0
> 0-1                                0                       0
> 1/2-1/2                            0                       0
> *                                  1                       1
> unfinished                         1                       1
>
> records whose outcome changes:
>   uttt-standard / uttt-won-board-playable: 1
