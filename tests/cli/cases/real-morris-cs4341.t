# 200 games of Lasker Morris the WPI CS 4341 course's referee played between
# two random players, its verdicts as the results: every one valid under
# cs4341-lasker-morris, whose move limit counts placements as the referee
# does; 83 of them drawn at ply 20, the twentieth placement that closed no mill
$ arbiter validate -q tests/data/real/morris/cs4341/selfplay.pgn
$ arbiter validate tests/data/real/morris/cs4341/selfplay.pgn | grep -c 'move-limit: 20 plies without a removal), 20 plies'
# placements starting the count again (the option's other value): the 113
# draws whose last 20 plies place a piece go on
$ arbiter compare -V cs4341-lasker-morris -V tests/data/variants/cs4341-placements-reset.yaml tests/data/real/morris/cs4341/selfplay.pgn | tail -n 17
? 0
> 200 records: 200 valid, 0 illegal, 0 mismatched, 0 unreadable
> 83
> 200 records, 113 diverging
>
>                        cs4341-lasker-morris cs4341-placements-reset
> valid                                   200                      87
> illegal                                   0                       0
> mismatch                                  0                     113
> unreadable                                0                       0
> 1-0                                       8                       8
> 0-1                                      16                      16
> 1/2-1/2                                 176                     176
> *                                         0                       0
> move-limit                              176                      63
> fewer-pieces                             24                      24
> unfinished                                0                     113
>
> records whose outcome changes:
>   cs4341-lasker-morris / cs4341-placements-reset: 113
