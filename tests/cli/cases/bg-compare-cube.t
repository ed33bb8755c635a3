# a match played with the cube, refereed without one: illegal at the first double
$ arbiter compare -V backgammon -V backgammon-no-cube tests/data/backgammon/match-3pt.mat
? 1
> tests/data/backgammon/match-3pt.mat #1 (gnubg - root): diverges at ply 36
>   backgammon               valid      1-0      drop                           37 plies, 1 point  root dropped the double: 1 point
>   backgammon-no-cube       illegal    *        unfinished                     35 plies  ply 36, Doubles => 2: these rules have no doubling cube
>   at ply 36: under backgammon-no-cube Doubles => 2 is illegal: these rules have no doubling cube; under backgammon play goes on
> tests/data/backgammon/match-3pt.mat #2 (gnubg - root): diverges at ply 13
>   backgammon               valid      1-0      resignation (claimed)          45 plies, 4 points  root resigned a single: 4 points
>   backgammon-no-cube       illegal    *        unfinished                     12 plies  ply 13, Doubles => 2: these rules have no doubling cube
>   at ply 13: under backgammon-no-cube Doubles => 2 is illegal: these rules have no doubling cube; under backgammon play goes on
>
> 2 records, 2 diverging
>
>                        backgammon backgammon-no-cube
> valid                           2                  0
> illegal                         0                  2
> mismatch                        0                  0
> unreadable                      0                  0
> 1-0                             2                  0
> 0-1                             0                  0
> 1/2-1/2                         0                  0
> *                               0                  2
> drop                            1                  0
> resignation                     1                  0
> unfinished                      0                  2
>
> records whose outcome changes:
>   backgammon / backgammon-no-cube: 2
