# GamesmanClassic's Achi (src/machi.c), its three move options and their misère twins: a line wins (misère: loses), the diagonal slides each allows
$ arbiter compare -V gamesman-achi -V gamesman-achi-misere -V gamesman-achi-no-diagonal -V gamesman-achi-no-diagonal-misere -V gamesman-achi-all-diagonal -V gamesman-achi-all-diagonal-misere tests/data/morris/gamesman-achi.pgn
? 1
> tests/data/morris/gamesman-achi.pgn #1: diverges at ply 5
>   gamesman-achi            valid      1-0      line                            5 plies  white made a line
>   gamesman-achi-misere     mismatch   0-1      line                            5 plies  the record claims 1-0, but the game ended 0-1 at ply 5: white made a line; misère: black wins
>   gamesman-achi-no-diagonal valid      1-0      line                            5 plies  white made a line
>   gamesman-achi-no-diagonal-misere mismatch   0-1      line                            5 plies  the record claims 1-0, but the game ended 0-1 at ply 5: white made a line; misère: black wins
>   gamesman-achi-all-diagonal valid      1-0      line                            5 plies  white made a line
>   gamesman-achi-all-diagonal-misere mismatch   0-1      line                            5 plies  the record claims 1-0, but the game ended 0-1 at ply 5: white made a line; misère: black wins
>   at ply 5: under gamesman-achi the game ends 1-0 by line (white made a line); under gamesman-achi-misere the game ends 0-1 by line (white made a line; misère: black wins); under gamesman-achi-no-diagonal the game ends 1-0 by line (white made a line); under gamesman-achi-no-diagonal-misere the game ends 0-1 by line (white made a line; misère: black wins); under gamesman-achi-all-diagonal the game ends 1-0 by line (white made a line); under gamesman-achi-all-diagonal-misere the game ends 0-1 by line (white made a line; misère: black wins)
> tests/data/morris/gamesman-achi.pgn #2: diverges at ply 7
>   gamesman-achi            valid      1-0      line                            7 plies  white made a line
>   gamesman-achi-misere     mismatch   0-1      line                            7 plies  the record claims 1-0, but the game ended 0-1 at ply 7: white made a line; misère: black wins
>   gamesman-achi-no-diagonal illegal    *        unfinished                      6 plies  ply 7, c3-b2: b2 is not next to c3 (no flying under these rules; did you mean c3-b3?)
>   gamesman-achi-no-diagonal-misere illegal    *        unfinished                      6 plies  ply 7, c3-b2: b2 is not next to c3 (no flying under these rules; did you mean c3-b3?)
>   gamesman-achi-all-diagonal valid      1-0      line                            7 plies  white made a line
>   gamesman-achi-all-diagonal-misere mismatch   0-1      line                            7 plies  the record claims 1-0, but the game ended 0-1 at ply 7: white made a line; misère: black wins
>   at ply 7: under gamesman-achi the game ends 1-0 by line (white made a line); under gamesman-achi-misere the game ends 0-1 by line (white made a line; misère: black wins); under gamesman-achi-no-diagonal c3-b2 is illegal: b2 is not next to c3 (no flying under these rules; did you mean c3-b3?); under gamesman-achi-no-diagonal-misere c3-b2 is illegal: b2 is not next to c3 (no flying under these rules; did you mean c3-b3?); under gamesman-achi-all-diagonal the game ends 1-0 by line (white made a line); under gamesman-achi-all-diagonal-misere the game ends 0-1 by line (white made a line; misère: black wins)
> tests/data/morris/gamesman-achi.pgn #3: diverges at ply 7
>   gamesman-achi            illegal    *        unfinished                      6 plies  ply 7, b1-a2: a2 is not next to b1 (no flying under these rules)
>   gamesman-achi-misere     illegal    *        unfinished                      6 plies  ply 7, b1-a2: a2 is not next to b1 (no flying under these rules)
>   gamesman-achi-no-diagonal illegal    *        unfinished                      6 plies  ply 7, b1-a2: a2 is not next to b1 (no flying under these rules)
>   gamesman-achi-no-diagonal-misere illegal    *        unfinished                      6 plies  ply 7, b1-a2: a2 is not next to b1 (no flying under these rules)
>   gamesman-achi-all-diagonal valid      1-0      line                            7 plies  white made a line
>   gamesman-achi-all-diagonal-misere mismatch   0-1      line                            7 plies  the record claims 1-0, but the game ended 0-1 at ply 7: white made a line; misère: black wins
>   at ply 7: under gamesman-achi b1-a2 is illegal: a2 is not next to b1 (no flying under these rules); under gamesman-achi-misere b1-a2 is illegal: a2 is not next to b1 (no flying under these rules); under gamesman-achi-no-diagonal b1-a2 is illegal: a2 is not next to b1 (no flying under these rules); under gamesman-achi-no-diagonal-misere b1-a2 is illegal: a2 is not next to b1 (no flying under these rules); under gamesman-achi-all-diagonal the game ends 1-0 by line (white made a line); under gamesman-achi-all-diagonal-misere the game ends 0-1 by line (white made a line; misère: black wins)
>
> 3 records, 3 diverging
>
>                        gamesman-achi gamesman-achi-misere gamesman-achi-no-diagonal gamesman-achi-no-diagonal-misere gamesman-achi-all-diagonal gamesman-achi-all-diagonal-misere
> valid                              2                    0                         1                                0                          3                                 0
> illegal                            1                    1                         2                                2                          0                                 0
> mismatch                           0                    2                         0                                1                          0                                 3
> unreadable                         0                    0                         0                                0                          0                                 0
> 1-0                                2                    0                         1                                0                          3                                 0
> 0-1                                0                    2                         0                                1                          0                                 3
> 1/2-1/2                            0                    0                         0                                0                          0                                 0
> *                                  1                    1                         2                                2                          0                                 0
> line                               2                    2                         1                                1                          3                                 3
> unfinished                         1                    1                         2                                2                          0                                 0
>
> records whose outcome changes:
>   gamesman-achi / gamesman-achi-misere: 2
>   gamesman-achi / gamesman-achi-no-diagonal: 1
>   gamesman-achi / gamesman-achi-no-diagonal-misere: 2
>   gamesman-achi / gamesman-achi-all-diagonal: 1
>   gamesman-achi / gamesman-achi-all-diagonal-misere: 3
>   gamesman-achi-misere / gamesman-achi-no-diagonal: 2
>   gamesman-achi-misere / gamesman-achi-no-diagonal-misere: 1
>   gamesman-achi-misere / gamesman-achi-all-diagonal: 3
>   gamesman-achi-misere / gamesman-achi-all-diagonal-misere: 1
>   gamesman-achi-no-diagonal / gamesman-achi-no-diagonal-misere: 1
>   gamesman-achi-no-diagonal / gamesman-achi-all-diagonal: 2
>   gamesman-achi-no-diagonal / gamesman-achi-all-diagonal-misere: 3
>   gamesman-achi-no-diagonal-misere / gamesman-achi-all-diagonal: 3
>   gamesman-achi-no-diagonal-misere / gamesman-achi-all-diagonal-misere: 2
>   gamesman-achi-all-diagonal / gamesman-achi-all-diagonal-misere: 3
