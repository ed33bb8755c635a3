# the same player on X in two games of a match: wrong where X alternates
$ arbiter compare -V uttt-standard -V uttt-codingame tests/data/uttt/same-first-player.uttt
? 1
> tests/data/uttt/same-first-player.uttt #1 (Lina - Omar): the same under all: valid, * (unfinished), 4 plies
> tests/data/uttt/same-first-player.uttt #2 (Lina - Omar): diverges at ply 4
>   uttt-standard            mismatch   *        unfinished                      4 plies  Lina plays first again: under uttt-standard the first player alternates from game to game in a match
>   uttt-codingame           valid      *        unfinished                      4 plies
>   at ply 4: under uttt-standard the record is wrong: Lina plays first again: under uttt-standard the first player alternates from game to game in a match; under uttt-codingame the record is valid
>
> 2 records, 1 diverging
>
>                        uttt-standard uttt-codingame
> valid                              1              2
> illegal                            0              0
> mismatch                           1              0
> unreadable                         0              0
> 1-0                                0              0
> 0-1                                0              0
> 1/2-1/2                            0              0
> *                                  2              2
> unfinished                         2              2
>
> records whose outcome changes:
>   uttt-standard / uttt-codingame: 1
