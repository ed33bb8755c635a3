# Malom's variants (ggevay/malom Rules.vb): 50 slides in a row draw with no repetition rule (std, against the common rules' threefold repetition); a full board drawn with FBD (mora, extended), lost by white, to move, without it
$ arbiter compare -V malom-std -V malom-extended -V malom-mora -V malom-mora-fbd-off -V nine-mens-morris tests/data/morris/malom.pgn
? 1
> tests/data/morris/malom.pgn #1: diverges at ply 19
>   malom-std                valid      1/2-1/2  move-limit                     68 plies  50 plies without a removal
>   malom-extended           illegal    *        unfinished                     18 plies  ply 19, b4-b2: white still has 3 pieces in hand and must place
>   malom-mora               illegal    *        unfinished                     18 plies  ply 19, b4-b2: white still has 3 pieces in hand and must place
>   malom-mora-fbd-off       illegal    *        unfinished                     18 plies  ply 19, b4-b2: white still has 3 pieces in hand and must place
>   nine-mens-morris         illegal    1/2-1/2  repetition                     26 plies  ply 27, b4-b2: the game is over: the same position for the 3rd time
>   at ply 19: under malom-extended b4-b2 is illegal: white still has 3 pieces in hand and must place; under malom-mora b4-b2 is illegal: white still has 3 pieces in hand and must place; under malom-mora-fbd-off b4-b2 is illegal: white still has 3 pieces in hand and must place; under malom-std and nine-mens-morris play goes on
> tests/data/morris/malom.pgn #2: diverges at ply 19
>   malom-std                illegal    *        unfinished                     18 plies  ply 19, d2: white has no pieces left to place
>   malom-extended           valid      1/2-1/2  board-full                     24 plies  the board is full
>   malom-mora               valid      1/2-1/2  board-full                     24 plies  the board is full
>   malom-mora-fbd-off       mismatch   0-1      board-full                     24 plies  the record claims 1/2-1/2, but the game ended 0-1 at ply 24: the board is full: white, who placed first, loses
>   nine-mens-morris         illegal    *        unfinished                     18 plies  ply 19, d2: white has no pieces left to place
>   at ply 19: under malom-std d2 is illegal: white has no pieces left to place; under nine-mens-morris d2 is illegal: white has no pieces left to place; under malom-extended, malom-mora and malom-mora-fbd-off play goes on
> tests/data/morris/malom.pgn #3: diverges at ply 19
>   malom-std                illegal    *        unfinished                     18 plies  ply 19, f4: white has no pieces left to place
>   malom-extended           valid      1/2-1/2  board-full                     24 plies  the board is full
>   malom-mora               valid      1/2-1/2  board-full                     24 plies  the board is full
>   malom-mora-fbd-off       mismatch   0-1      board-full                     24 plies  the record claims 1/2-1/2, but the game ended 0-1 at ply 24: the board is full: white, who placed first, loses
>   nine-mens-morris         illegal    *        unfinished                     18 plies  ply 19, f4: white has no pieces left to place
>   at ply 19: under malom-std f4 is illegal: white has no pieces left to place; under nine-mens-morris f4 is illegal: white has no pieces left to place; under malom-extended, malom-mora and malom-mora-fbd-off play goes on
>
> 3 records, 3 diverging
>
>                         malom-std malom-extended malom-mora malom-mora-fbd-off nine-mens-morris
> valid                           1              2          2                  0                0
> illegal                         2              1          1                  1                3
> mismatch                        0              0          0                  2                0
> unreadable                      0              0          0                  0                0
> 1-0                             0              0          0                  0                0
> 0-1                             0              0          0                  2                0
> 1/2-1/2                         1              2          2                  0                1
> *                               2              1          1                  1                2
> move-limit                      1              0          0                  0                0
> unfinished                      2              1          1                  1                2
> board-full                      0              2          2                  2                0
> repetition                      0              0          0                  0                1
>
> records whose outcome changes:
>   malom-std / malom-extended: 3
>   malom-std / malom-mora: 3
>   malom-std / malom-mora-fbd-off: 3
>   malom-std / nine-mens-morris: 1
>   malom-extended / malom-mora: 0
>   malom-extended / malom-mora-fbd-off: 2
>   malom-extended / nine-mens-morris: 3
>   malom-mora / malom-mora-fbd-off: 2
>   malom-mora / nine-mens-morris: 3
>   malom-mora-fbd-off / nine-mens-morris: 3
