# a real match: game 4 at 6-2 of 7 points is the Crawford game, known from
# the games before it (gnubg export)
$ arbiter show --ply 10 --record 4 tests/data/real/backgammon/gnubg/charlot1-charlot2_7p_2025-11-08-2305.mat
? 0
> tests/data/real/backgammon/gnubg/charlot1-charlot2_7p_2025-11-08-2305.mat #4, backgammon, before ply 10
>  | X O . . O . | O X . . . X |
>  | X . . . O . | O . . . . . |
>  | X . . . O . | O . . . . . |
>  | X . . . . . | O . . . . . |
>  | X . . . . . | . . . . . . |
>  |             |BAR|                cube 1 (centred)
>  | . . . . . . | . . . . . . |
>  | . . . . . . | . . . . . . |
>  | O . . . X . | X . . . . . |
>  | O . . . X . | X . . . . X |
>  | O . . . X . | X O O . O X |
>   12 11 10  9  8  7    6  5  4  3  2  1   (X's points)
> X, charlot1: 0 on the bar, 0 off, pip 153; the Crawford game
> O, charlot2: 1 on the bar, 0 off, pip 187
> charlot1 (X) to roll
> game 4 of a 7-point match; the score before it: charlot1 6, charlot2 2
