# one scoring counts a backgammon as 3 points, another as 1: the record's Wins line agrees with one only
$ arbiter compare -V backgammon -V tests/data/variants/no-gammons.yaml tests/data/backgammon/match-5pt-nocube.mat
? 1
> tests/data/backgammon/match-5pt-nocube.mat #1 (gnubg - root): the same under all: valid, 0-1 (bear-off: root bore off every checker: a single, 1 point), 112 plies
> tests/data/backgammon/match-5pt-nocube.mat #2 (gnubg - root): the same under all: valid, 1-0 (resignation: root resigned a single: 1 point), 39 plies
> tests/data/backgammon/match-5pt-nocube.mat #3 (gnubg - root): the same under all: valid, 1-0 (resignation: root resigned a single: 1 point), 64 plies
> tests/data/backgammon/match-5pt-nocube.mat #4 (gnubg - root): the same under all: valid, 1-0 (bear-off: gnubg bore off every checker: a single, 1 point), 53 plies
> tests/data/backgammon/match-5pt-nocube.mat #5 (gnubg - root): diverges at ply 43
>   backgammon               valid      1-0      bear-off                       43 plies, 3 points  gnubg bore off every checker: a backgammon, 3 points
>   no-gammons               mismatch   1-0      bear-off                       43 plies, 1 point  the record says 3 points, but the game is worth 1 (gnubg bore off every checker: a backgammon, 1 point)
>   at ply 43: under backgammon the game ends 1-0 by bear-off (gnubg bore off every checker: a backgammon, 3 points); under no-gammons the game ends 1-0 by bear-off (gnubg bore off every checker: a backgammon, 1 point)
>
> 5 records, 1 diverging
>
>                        backgammon no-gammons
> valid                           5          4
> illegal                         0          0
> mismatch                        0          1
> unreadable                      0          0
> 1-0                             4          4
> 0-1                             1          1
> 1/2-1/2                         0          0
> *                               0          0
> bear-off                        3          3
> resignation                     2          2
>
> records whose outcome changes:
>   backgammon / no-gammons: 1
