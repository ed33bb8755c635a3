# takhte nard (seed 004): a checker that hit in the last six points may not go on onto its own point
$ arbiter compare -V backgammon -V takhte-nard tests/data/backgammon/dialects/rules-home-hit.sgf
? 1
> tests/data/backgammon/dialects/rules-home-hit.sgf #1 (anna - bert): diverges at ply 1
>   backgammon               valid      *        unfinished                      1 ply
>   takhte-nard              illegal    *        unfinished                      0 plies  ply 1, 51hccb: 3/2: a checker that hit in the home board may go on to an empty point or hit again, not onto its own side's point
>   at ply 1: under takhte-nard 51hccb is illegal: 3/2: a checker that hit in the home board may go on to an empty point or hit again, not onto its own side's point; under backgammon play goes on
>
> 1 record, 1 diverging
>
>                        backgammon takhte-nard
> valid                           1           0
> illegal                         0           1
> mismatch                        0           0
> unreadable                      0           0
> 1-0                             0           0
> 0-1                             0           0
> 1/2-1/2                         0           0
> *                               1           1
> unfinished                      1           1
>
> records whose outcome changes:
>   backgammon / takhte-nard: 1
