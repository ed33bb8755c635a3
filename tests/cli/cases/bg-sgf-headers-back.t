# and back: the .mat header as it was, and the rule set from XH[Variant:..]
$ arbiter convert -q -t sgf tests/data/backgammon/takhte-nard-header.mat | arbiter convert -t mat - && arbiter convert -q -t sgf tests/data/backgammon/takhte-nard-header.mat | arbiter validate -
? 0
> ; [Event "a game under the seed's rules, named in a header"]
> ; [Variant "takhte-nard"]
>
>  3 point match
>
>  Game 1
>  Ayla : 0                       Bahram : 0
>   1) 52: 13/8 24/22              63: 24/18 13/10
>   2)  Doubles => 2                Drops
>       Wins 1 point
> <stdin> #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [takhte-nard]
> <stdin> match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
