# the roll before a resignation is kept in SGF as GNU Backgammon writes it,
# a node of the player and the dice (;PL[B]DI[62]); gnubg's own file of such a
# game (saved by gnubg 1.07 from the .mat) reads back to .mat as the roll
# alone, "62:", as gnubg's own export writes it (the Wins line's column says
# who gave up; "62: ???" would say bob did, whoever the result names)
$ arbiter convert -t sgf tests/data/backgammon/dialects/resign-after-roll.mat 2>&1 | grep -c 'DI\[62\]'; arbiter convert -q -t mat tests/data/backgammon/dialects/sgf-roll-then-resign.sgf | tail -3
? 0
> 2
>   1) 52: 13/11 13/8              65: 24/18 18/13
>   2) 31: 8/5 6/5                 62:
>       Wins 1 point
