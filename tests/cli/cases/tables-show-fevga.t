# a Fevga position: both sides run the same way, both numberings shown
$ arbiter show --ply 30 tests/data/tables/oracle/fevga.jsonl
? 0
> tests/data/tables/oracle/fevga.jsonl #1, fevga-olympus, before ply 30
>  | . X . O O X | X . X O . X |
>  | . X . . . . | . . . . . X |
>  | . X . . . . | . . . . . X |
>  | . X . . . . | . . . . . X |
>  | . . . . . . | . . . . . 6 |
>  |             |BAR|                no cube
>  | . . . . . . | . . . . . . |
>  | O . . . . . | . . . . . . |
>  | O . . . . . | . . . . . O |
>  | O . O . . . | . . O . X O |
>  | O O O . . . | . . O . X O |
>   12 11 10  9  8  7    6  5  4  3  2  1   (X's points)
>   24 23 22 21 20 19   18 17 16 15 14 13   (O's points; both run the same way)
> X, olympus-black: 0 on the bar, 0 off, pip 262
> O, olympus-white: 0 on the bar, 0 off, pip 253
> olympus-black (X) to roll
