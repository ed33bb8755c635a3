# the board before ply 17
$ arbiter show --ply 17 records/morris/nine-mens-morris.pgn
? 0
> records/morris/nine-mens-morris.pgn #1, nine-mens-morris, before ply 17
> 7 .-----------B-----------B
>   |           |           |
> 6 |   B-------B-------.   |
>   |   |       |       |   |
> 5 |   |   B---W---.   |   |
>   |   |   |       |   |   |
> 4 W---W---.       .---.---W
>   |   |   |       |   |   |
> 3 |   |   .---W---W   |   |
>   |   |       |       |   |
> 2 |   B-------W-------B   |
>   |           |           |
> 1 W-----------B-----------.
>   a   b   c   d   e   f   g
> white (W), Mina: 8 on the board, 1 in hand
> black (B), Mehmet: 8 on the board, 1 in hand
> Mina (white) to place
