# after a set-up, the player of the next move is on roll: gnubg writes the
# set-up node's PL as the side that set the position up (PL[W] before
# B's move, in the SGF it saves of a DailyGammon match), and loads it so
$ arbiter validate tests/data/backgammon/dialects/sgf-setup-pl.sgf
? 0
> tests/data/backgammon/dialects/sgf-setup-pl.sgf #1 (nackplayer - tommih): valid, * (unfinished), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/sgf-setup-pl.sgf match 1 (nackplayer - tommih, 7 points): 1 game, final score 0-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
