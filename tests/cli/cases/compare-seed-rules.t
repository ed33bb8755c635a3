# the README example: the sample records under the three seed rule sets
$ arbiter compare -V baazitoo-dooz -V stockboi-dokuz-tas -V classic records/morris/*.pgn
? 1
> records/morris/dokuz-tas-izmir.pgn #1 (Ion - Ali): diverges at ply 95
>   baazitoo-dooz            valid      1/2-1/2  agreement (claimed)            95 plies  as the record says
>   stockboi-dokuz-tas       valid      1/2-1/2  move-limit                     95 plies  60 plies without a removal
>   classic                  valid      1/2-1/2  agreement (claimed)            95 plies  as the record says
>   at ply 95: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/dokuz-tas-izmir.pgn #2 (Thabo - Elif): diverges at ply 168
>   baazitoo-dooz            valid      1/2-1/2  agreement (claimed)           227 plies  as the record says
>   stockboi-dokuz-tas       valid      1/2-1/2  move-limit                    227 plies  60 plies without a removal
>   classic                  illegal    *        unfinished                    167 plies  ply 168, b2-d7: d7 is not next to b2 (no flying under these rules; did you mean b2-d2?)
>   at ply 168: under classic b2-d7 is illegal: d7 is not next to b2 (no flying under these rules; did you mean b2-d2?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/dokuz-tas-izmir.pgn #3 (Lerato - Eva): diverges at ply 136
>   baazitoo-dooz            valid      1-0      fewer-pieces                  153 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      1-0      fewer-pieces                  153 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                    135 plies  ply 136, d6-a7: a7 is not next to d6 (no flying under these rules; did you mean d6-d7?)
>   at ply 136: under classic d6-a7 is illegal: a7 is not next to d6 (no flying under these rules; did you mean d6-d7?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/dokuz-tas-izmir.pgn #4 (Lerato - Elif): diverges at ply 39
>   baazitoo-dooz            valid      0-1      fewer-pieces                   42 plies  white has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      0-1      fewer-pieces                   42 plies  white has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                     38 plies  ply 39, f4-c4: c4 is not next to f4 (no flying under these rules; did you mean f4-e4?)
>   at ply 39: under classic f4-c4 is illegal: c4 is not next to f4 (no flying under these rules; did you mean f4-e4?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/dokuz-tas-izmir.pgn #5 (Eva - Ion): diverges at ply 93
>   baazitoo-dooz            valid      0-1      fewer-pieces                   96 plies  white has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      0-1      fewer-pieces                   96 plies  white has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                     92 plies  ply 93, c3-g4: g4 is not next to c3 (no flying under these rules; did you mean c3-c4?)
>   at ply 93: under classic c3-g4 is illegal: g4 is not next to c3 (no flying under these rules; did you mean c3-c4?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/dokuz-tas-izmir.pgn #6 (Ali - Ion): diverges at ply 183
>   baazitoo-dooz            valid      1/2-1/2  agreement (claimed)           183 plies  as the record says
>   stockboi-dokuz-tas       valid      1/2-1/2  move-limit                    183 plies  60 plies without a removal
>   classic                  valid      1/2-1/2  agreement (claimed)           183 plies  as the record says
>   at ply 183: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/dooz-tehran.pgn #1 (Ali - Eva): diverges at ply 110
>   baazitoo-dooz            valid      0-1      fewer-pieces                  122 plies  white has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    110 plies  ply 111, c4-b4: the game is over: 60 plies without a removal
>   classic                  illegal    *        unfinished                    118 plies  ply 119, f4-d6xf2: d6 is not next to f4 (no flying under these rules)
>   at ply 110: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/dooz-tehran.pgn #2 (Maria - Mina): diverges at ply 172
>   baazitoo-dooz            valid      1-0      fewer-pieces                  199 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      1-0      fewer-pieces                  199 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                    171 plies  ply 172, a1-d6: d6 is not next to a1 (no flying under these rules; did you mean a1-d1?)
>   at ply 172: under classic a1-d6 is illegal: d6 is not next to a1 (no flying under these rules; did you mean a1-d1?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/dooz-tehran.pgn #3 (Radu - Thabo): diverges at ply 154
>   baazitoo-dooz            valid      1/2-1/2  move-limit                    194 plies  100 plies without a removal
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    154 plies  ply 155, d6-d7: the game is over: 60 plies without a removal
>   classic                  valid      1/2-1/2  agreement (claimed)           194 plies  as the record says
>   at ply 154: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/dooz-tehran.pgn #4 (Jan - Radu): diverges at ply 56
>   baazitoo-dooz            valid      1-0      fewer-pieces                   61 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      1-0      fewer-pieces                   61 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                     55 plies  ply 56, c5-a4: a4 is not next to c5 (no flying under these rules)
>   at ply 56: under classic c5-a4 is illegal: a4 is not next to c5 (no flying under these rules); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/dooz-tehran.pgn #5 (Sara - Radu): diverges at ply 106
>   baazitoo-dooz            valid      0-1      fewer-pieces                  130 plies  white has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    106 plies  ply 107, d7-d6: the game is over: 60 plies without a removal
>   classic                  illegal    *        unfinished                    114 plies  ply 115, d5-g7: g7 is not next to d5 (no flying under these rules)
>   at ply 106: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/dooz-tehran.pgn #6 (Ion - Ayşe): diverges at ply 112
>   baazitoo-dooz            valid      1-0      fewer-pieces                  163 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      1-0      fewer-pieces                  163 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                    111 plies  ply 112, f2-b2: b2 is not next to f2 (no flying under these rules; did you mean f2-f4?)
>   at ply 112: under classic f2-b2 is illegal: b2 is not next to f2 (no flying under these rules; did you mean f2-f4?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/dooz-twelve.pgn #1 (Sara - Ion): the same under all: illegal, * (unfinished: ply 19, c5: white has no pieces left to place (the record is for dooz-twelve: board twelve, not nine)), 18 plies
> records/morris/dooz-twelve.pgn #2 (Mina - Ion): the same under all: illegal, * (unfinished: ply 19, b4: white has no pieces left to place (the record is for dooz-twelve: board twelve, not nine)), 18 plies
> records/morris/lasker.pgn #1 (Reza - Sara): the same under all: illegal, * (unfinished: ply 8, a7-d7: black still has 6 pieces in hand and must place), 7 plies
> records/morris/lasker.pgn #2 (Thabo - Jan): the same under all: illegal, * (unfinished: ply 9, b2-d2: white still has 5 pieces in hand and must place), 8 plies
> records/morris/moara-cluj.pgn #1 (Ayşe - Eva): the same under all: valid, 1-0 (fewer-pieces: black has 2 pieces on the board, fewer than 3), 113 plies
> records/morris/moara-cluj.pgn #2 (Mina - Radu): diverges at ply 170
>   baazitoo-dooz            illegal    1/2-1/2  move-limit                    210 plies  ply 211, d1-a1: the game is over: 100 plies without a removal
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    170 plies  ply 171, d5-e5: the game is over: 60 plies without a removal
>   classic                  valid      0-1      fewer-pieces                  248 plies  white has 2 pieces left, fewer than 3
>   at ply 170: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/moara-cluj.pgn #3 (Lerato - Sara): the same under all: valid, 0-1 (fewer-pieces: white has 2 pieces on the board, fewer than 3), 94 plies
> records/morris/moara-cluj.pgn #4 (Mina - Maria): diverges at ply 186
>   baazitoo-dooz            illegal    1/2-1/2  move-limit                    226 plies  ply 227, b4-c4: the game is over: 100 plies without a removal
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    186 plies  ply 187, b4-a4: the game is over: 60 plies without a removal
>   classic                  valid      0-1      fewer-pieces                  294 plies  white has 2 pieces left, fewer than 3
>   at ply 186: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/morabaraba.pgn #1 (Radu - Thabo): the same under all: illegal, * (unfinished: ply 19, g1: white has no pieces left to place (the record is for morabaraba: board twelve, not nine)), 18 plies
> records/morris/morabaraba.pgn #2 (Lerato - Can): the same under all: illegal, * (unfinished: ply 19, d5: white has no pieces left to place (the record is for morabaraba: board twelve, not nine)), 18 plies
> records/morris/morabaraba.pgn #3 (Lerato - Jan): the same under all: illegal, * (unfinished: ply 19, f2: white has no pieces left to place (the record is for morabaraba: board twelve, not nine)), 18 plies
> records/morris/nine-mens-morris.pgn #1 (Mina - Mehmet): diverges at ply 125
>   baazitoo-dooz            valid      1/2-1/2  move-limit                    165 plies  100 plies without a removal
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    125 plies  ply 126, d3-d2: the game is over: 60 plies without a removal
>   classic                  valid      1/2-1/2  agreement (claimed)           165 plies  as the record says
>   at ply 125: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/nine-mens-morris.pgn #2 (Mina - Thabo): diverges at ply 116
>   baazitoo-dooz            valid      1-0      fewer-pieces                  125 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      1-0      fewer-pieces                  125 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                    115 plies  ply 116, g4-d2: d2 is not next to g4 (no flying under these rules)
>   at ply 116: under classic g4-d2 is illegal: d2 is not next to g4 (no flying under these rules); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/nine-mens-morris.pgn #3 (Eva - Jan): diverges at ply 71
>   baazitoo-dooz            valid      0-1      fewer-pieces                   72 plies  white has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      0-1      fewer-pieces                   72 plies  white has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                     70 plies  ply 71, g4-e3: e3 is not next to g4 (no flying under these rules; did you mean g4-f4?)
>   at ply 71: under classic g4-e3 is illegal: e3 is not next to g4 (no flying under these rules; did you mean g4-f4?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/nine-mens-morris.pgn #4 (Lerato - Jan): diverges at ply 96
>   baazitoo-dooz            valid      1-0      fewer-pieces                  111 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      1-0      fewer-pieces                  111 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                     95 plies  ply 96, e3-g1: g1 is not next to e3 (no flying under these rules)
>   at ply 96: under classic e3-g1 is illegal: g1 is not next to e3 (no flying under these rules); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/nine-mens-morris.pgn #5 (Can - Ali): diverges at ply 136
>   baazitoo-dooz            valid      1/2-1/2  move-limit                    176 plies  100 plies without a removal
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    136 plies  ply 137, d1-a1: the game is over: 60 plies without a removal
>   classic                  valid      1/2-1/2  agreement (claimed)           176 plies  as the record says
>   at ply 136: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/nine-mens-morris.pgn #6 (Mina - Ayşe): diverges at ply 98
>   baazitoo-dooz            valid      1/2-1/2  move-limit                    197 plies  100 plies without a removal
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    157 plies  ply 158, f6-d7: the game is over: 60 plies without a removal
>   classic                  illegal    *        unfinished                     97 plies  ply 98, b2-e5: e5 is not next to b2 (no flying under these rules)
>   at ply 98: under classic b2-e5 is illegal: e5 is not next to b2 (no flying under these rules); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/nine-mens-morris.pgn #7 (Mina - Can): the same under all: valid, 0-1 (resignation: as the record says), 18 plies
> records/morris/one-time-mill.pgn #1 (Ana - Maria): the same under all: illegal, * (unfinished: ply 73, b6-b4: black's e4-f4 closed a mill: a white piece must be removed (x) before the next move), 71 plies
> records/morris/one-time-mill.pgn #2 (Ayşe - Ali): the same under all: illegal, * (unfinished: ply 51, d3-c3: black's f6-d6 closed a mill: a white piece must be removed (x) before the next move), 49 plies
> records/morris/playok-archive.pgn #1 (Lerato - Radu): diverges at ply 213
>   baazitoo-dooz            valid      1-0      fewer-pieces                  351 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    272 plies  ply 273, 8-14: the game is over: 60 plies without a removal
>   classic                  illegal    *        unfinished                    212 plies  ply 213, 15-17: 17 is not next to 15 (no flying under these rules; did you mean 15-14?)
>   at ply 213: under classic 15-17 is illegal: 17 is not next to 15 (no flying under these rules; did you mean 15-14?); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/playok-archive.pgn #2 (Jan - Maria): diverges at ply 123
>   baazitoo-dooz            valid      1-0      fewer-pieces                  173 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    123 plies  ply 124, 10-11: the game is over: 60 plies without a removal
>   classic                  illegal    *        unfinished                    165 plies  ply 166, 2-18: 18 is not next to 2 (no flying under these rules)
>   at ply 123: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/playok-archive.pgn #3 (Lerato - Jan): diverges at ply 114
>   baazitoo-dooz            valid      1/2-1/2  move-limit                    154 plies  100 plies without a removal
>   stockboi-dokuz-tas       illegal    1/2-1/2  move-limit                    114 plies  ply 115, 23-20: the game is over: 60 plies without a removal
>   classic                  valid      1/2-1/2  agreement (claimed)           154 plies  as the record says
>   at ply 114: under stockboi-dokuz-tas the game ends 1/2-1/2 by move-limit (60 plies without a removal); under baazitoo-dooz and classic play goes on
> records/morris/playok-archive.pgn #4 (Elif - Ayşe): diverges at ply 58
>   baazitoo-dooz            valid      1-0      fewer-pieces                   91 plies  black has 2 pieces on the board, fewer than 3
>   stockboi-dokuz-tas       valid      1-0      fewer-pieces                   91 plies  black has 2 pieces left, fewer than 3
>   classic                  illegal    *        unfinished                     57 plies  ply 58, 13-22: 22 is not next to 13 (no flying under these rules)
>   at ply 58: under classic 13-22 is illegal: 22 is not next to 13 (no flying under these rules); under baazitoo-dooz and stockboi-dokuz-tas play goes on
> records/morris/six-mens-morris.pgn #1 (Ana - Can): the same under all: illegal, * (unfinished: ply 3, e1: e1 is not a point on this board (the record is for six-mens-morris: board six, not nine)), 2 plies
> records/morris/six-mens-morris.pgn #2 (Lerato - Reza): the same under all: illegal, * (unfinished: ply 2, d4: d4 is not a point on this board (the record is for six-mens-morris: board six, not nine)), 1 ply
> records/morris/three-mens-morris.pgn #1 (Lerato - Mehmet): the same under all: illegal, * (unfinished: ply 1, c2: c2 is not a point on this board (the record is for three-mens-morris: board three-diagonal, not nine)), 0 plies
> records/morris/three-mens-morris.pgn #2 (Eva - Sara): the same under all: illegal, * (unfinished: ply 1, a3: a3 is not a point on this board (the record is for three-mens-morris: board three-diagonal, not nine)), 0 plies
> records/morris/three-mens-morris.pgn #3 (Sara - Ali): the same under all: illegal, * (unfinished: ply 1, c2: c2 is not a point on this board (the record is for three-mens-morris: board three-diagonal, not nine)), 0 plies
> records/morris/twelve-mens-morris.pgn #1 (Reza - Eva): the same under all: illegal, * (unfinished: ply 19, c3: white has no pieces left to place (the record is for twelve-mens-morris: board twelve, not nine)), 18 plies
> records/morris/twelve-mens-morris.pgn #2 (Thabo - Lerato): the same under all: illegal, * (unfinished: ply 16, b2xe4: black closed no mill: there is nothing to remove (the record is for twelve-mens-morris: board twelve, not nine)), 15 plies
>
> 43 records, 24 diverging
>
>                        baazitoo-dooz stockboi-dokuz-tas    classic
> valid                             25                 16         11
> illegal                           18                 27         32
> mismatch                           0                  0          0
> unreadable                         0                  0          0
> 1-0                               10                  8          1
> 0-1                                7                  5          4
> 1/2-1/2                           10                 14          6
> *                                 16                 16         32
> agreement                          3                  0          6
> fewer-pieces                      16                 12          4
> move-limit                         7                 14          0
> unfinished                        16                 16         32
> resignation                        1                  1          1
>
> records whose outcome changes:
>   baazitoo-dooz / stockboi-dokuz-tas: 12
>   baazitoo-dooz / classic: 22
>   stockboi-dokuz-tas / classic: 24
