# the board with the cube, before a ply
$ arbiter show --ply 30 --record 2 tests/data/backgammon/match-3pt.mat
? 0
> tests/data/backgammon/match-3pt.mat #2, backgammon, before ply 30
>  | . . . . . . | O O O O O . |
>  | . . . . . . | O O O O O . |
>  | . . . . . . | . O O . . . |
>  | . . . . . . | . . . . . . |
>  | . . . . . . | . . . . . . |
>  |             |BAR|                cube 4 (X owns it)
>  | . . . . . . | . . . . . . |
>  | . . . . . . | . . . . . . |
>  | . . . . . . | . . . X X . |
>  | . . . . . . | X X X X X X |
>  | O X . . . . | X X X X X X |
>   12 11 10  9  8  7    6  5  4  3  2  1   (X's points)
> X, gnubg: 0 on the bar, 0 off, pip 58
> O, root: 2 on the bar, 0 off, pip 112
> root (O) to roll
> game 2 of a 3-point match; the score before it: gnubg 1, root 0
