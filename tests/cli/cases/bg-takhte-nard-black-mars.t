# takhte nard (seed 004): black mars needs a checker in the winner's home; one on the bar makes only a gammon
$ arbiter compare -V backgammon -V takhte-nard tests/data/backgammon/dialects/rules-black-mars-bar.sgf
? 0
> tests/data/backgammon/dialects/rules-black-mars-bar.sgf #1 (anna - bert): diverges at ply 1
>   backgammon               valid      1-0      bear-off                        1 ply, 3 points  anna bore off every checker: a backgammon, 3 points
>   takhte-nard              valid      1-0      bear-off                        1 ply, 2 points  anna bore off every checker: a gammon, 2 points
>   at ply 1: under backgammon the game ends 1-0 by bear-off (anna bore off every checker: a backgammon, 3 points); under takhte-nard the game ends 1-0 by bear-off (anna bore off every checker: a gammon, 2 points)
>
> 1 record, 1 diverging
>
>                        backgammon takhte-nard
> valid                           1           1
> illegal                         0           0
> mismatch                        0           0
> unreadable                      0           0
> 1-0                             1           1
> 0-1                             0           0
> 1/2-1/2                         0           0
> *                               0           0
> bear-off                        1           1
>
> records whose outcome changes:
>   backgammon / takhte-nard: 1
