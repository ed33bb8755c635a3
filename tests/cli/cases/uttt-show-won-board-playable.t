# uttt-won-board-playable: sent to a won board with empty cells, the player
# must play there; show marks its empty cells and names the board in the
# record's notation
$ arbiter show --ply 31 -V uttt-won-board-playable tests/data/uttt/sent-to-won.uttt
? 0
> tests/data/uttt/sent-to-won.uttt #1, uttt-won-board-playable, before ply 31
> 9    X   | O     | O    
> 8      X | O   X |      
> 7      X | X X   | X    
>    ------+-------+------
> 6        |       | O O  
> 5        |       |      
> 4  X   X |     X |     X
>    ------+-------+------
> 3    O   |     O | . X X
> 2  O   O |       | . O .
> 1  X   O |   X O | O O O
>    a b c   d e f   g h i
> X, O: the marks; .: a cell where the next mark may go
> x, o, =: an empty cell of a board X won, O won, or drawn
> small boards: - - -   (X, O: won by; =: drawn; -: open)
>               - - -
>               - - O
> X to play in board g1-i3 (bottom-right), on a cell marked .
