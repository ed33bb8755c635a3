# uttt-open-board: a free move may go into a won board that still has empty
# cells; show marks those cells too (board 0, won by X, has three)
$ arbiter show --ply 32 records/uttt/open-board.uttt
? 0
> records/uttt/open-board.uttt #1, uttt-open-board, before ply 32
> 9  O . . | X O . | . . O
> 8  . . . | . O . | . X .
> 7  X X X | . X O | . . .
>    ------+-------+------
> 6  . . . | X O . | . X .
> 5  . . . | . . X | . O .
> 4  . O . | . O X | . . X
>    ------+-------+------
> 3  . X X | O . . | O X .
> 2  . . O | X X . | . O .
> 1  . . . | O . . | O . .
>    a b c   d e f   g h i
> X, O: the marks; .: a cell where the next mark may go
> x, o, =: an empty cell of a board X won, O won, or drawn
> small boards: X - -   (X, O: won by; =: drawn; -: open)
>               - - -
>               - - -
> players: bot-alpha (X), bot-beta (O)
> bot-beta (O) to play anywhere marked .
