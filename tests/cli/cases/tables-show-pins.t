# a Plakoto position: pinned checkers in lower case under their pinner
$ arbiter show --ply 20 tests/data/tables/oracle/plakoto.jsonl
? 0
> tests/data/tables/oracle/plakoto.jsonl #1, plakoto, before ply 20
>  | . . o O X . | . X X X O X |
>  | . . X . . . | . X . . . X |
>  | . . . . . . | . . . . . X |
>  | . . . . . . | . . . . . X |
>  | . . . . . . | . . . . . 6 |
>  |             |BAR|                no cube
>  | . . . . . . | . . . . . 9 |
>  | . . . . . . | . . . . . O |
>  | . . . . . . | . . . . . O |
>  | . . . . . . | . . O . . O |
>  | O X O . X . | . . x . . O |
>   12 11 10  9  8  7    6  5  4  3  2  1   (X's points)
> X, olympus-black: 0 on the bar, 0 off, pip 282
> O, olympus-white: 0 on the bar, 0 off, pip 286
> olympus-black (X) to roll
