# rules.removal.board_full: next-to-own (Sanmill): the first removal a full board owes takes a piece next to the remover's own; and under remove-then-move a side that closes a mill and cannot then move removes next to its own too
$ arbiter compare -V sanmill-zhi-qi -V tests/data/morris/rules/sanmill-zhi-qi-any-piece.yaml tests/data/morris/rules/full-board-near.pgn
? 1
> tests/data/morris/rules/full-board-near.pgn #1: diverges at ply 25
>   sanmill-zhi-qi           illegal    *        unfinished                     24 plies  ply 25, xc3: c3 is not next to a white piece
>   sanmill-zhi-qi-any-piece valid      *        unfinished                     25 plies
>   at ply 25: under sanmill-zhi-qi xc3 is illegal: c3 is not next to a white piece; under sanmill-zhi-qi-any-piece play goes on
> tests/data/morris/rules/full-board-near.pgn #2: the same under all: illegal, * (unfinished: ply 24, d5xc3: c3 is not next to a black piece), 23 plies
>
> 2 records, 1 diverging
>
>                        sanmill-zhi-qi sanmill-zhi-qi-any-piece
> valid                               0                        1
> illegal                             2                        1
> mismatch                            0                        0
> unreadable                          0                        0
> 1-0                                 0                        0
> 0-1                                 0                        0
> 1/2-1/2                             0                        0
> *                                   2                        2
> unfinished                          2                        2
>
> records whose outcome changes:
>   sanmill-zhi-qi / sanmill-zhi-qi-any-piece: 1
