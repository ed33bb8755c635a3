# the 9x9 board, the small boards' owners and where to play next
$ arbiter show --ply 40 records/uttt/club-league.uttt
? 0
> records/uttt/club-league.uttt #1, uttt-standard, before ply 40
> 9    X O | X X   | X   X
> 8  O   X | O     |   O  
> 7  O   X | X O   |   X O
>    ------+-------+------
> 6  O     | O   O | O    
> 5    X X |   X   |      
> 4  X     | X     | O    
>    ------+-------+------
> 3  X O X |   O O |   O  
> 2  . . . | X     | O    
> 1  O O X |   X   | X    
>    a b c   d e f   g h i
> X, O: the marks; .: a cell where the next mark may go
> x, o, =: an empty cell of a board X won, O won, or drawn
> small boards: - - -   (X, O: won by; =: drawn; -: open)
>               - - -
>               - - -
> players: Lina (X), Omar (O)
> Omar (O) to play in board a1-c3 (bottom-left), on a cell marked .
