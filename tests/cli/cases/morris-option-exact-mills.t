# rules.exact_mills: four in a row along a midline is no mill; without the rule it is one
$ arbiter compare -V twelve-mens-morris-board-game-geek -V tests/data/morris/rules/four-rings-any-length.yaml tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn
? 1
> tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn #1: the same under all: valid, * (unfinished), 5 plies
> tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn #2: diverges at ply 8
>   twelve-mens-morris-board-game-geek valid      *        unfinished                      8 plies
>   four-rings-any-length    illegal    *        unfinished                      6 plies  ply 8, g3: white's e7 closed a mill: a black piece must be removed (x) before the next move
>   at ply 8: under four-rings-any-length g3 is illegal: white's e7 closed a mill: a black piece must be removed (x) before the next move; under twelve-mens-morris-board-game-geek play goes on
> tests/data/morris/ludii/twelve-mens-morris-board-game-geek.pgn #3: diverges at ply 7
>   twelve-mens-morris-board-game-geek illegal    *        unfinished                      6 plies  ply 7, e7xa1: white closed no mill: there is nothing to remove
>   four-rings-any-length    valid      *        unfinished                      7 plies
>   at ply 7: under twelve-mens-morris-board-game-geek e7xa1 is illegal: white closed no mill: there is nothing to remove; under four-rings-any-length play goes on
>
> 3 records, 2 diverging
>
>                        twelve-mens-morris-board-game-geek four-rings-any-length
> valid                                                   2                     2
> illegal                                                 1                     1
> mismatch                                                0                     0
> unreadable                                              0                     0
> 1-0                                                     0                     0
> 0-1                                                     0                     0
> 1/2-1/2                                                 0                     0
> *                                                       3                     3
> unfinished                                              3                     3
>
> records whose outcome changes:
>   twelve-mens-morris-board-game-geek / four-rings-any-length: 2
