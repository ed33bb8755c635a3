# a record kept whole whose DailyGammon position line is read by the game's
# players (it names the side on roll), refused later for another fault: the
# check that it reads back refused as here replays it with its players, so
# it is written, and read back refused where and why the source is (it was
# said misread at ply 1, its position line naming "neither player", and left out)
$ arbiter convert -q --keep-invalid -t json tests/data/backgammon/dialects/dailygammon-setup.mat 2>/dev/null | arbiter validate -n json - 2>/dev/null
? 1
> <stdin> #1 (nackplayer - tommih): valid, * (unfinished), 2 plies, game 1, score before 0-0 [backgammon]
> <stdin> match 1 (nackplayer - tommih, 7 points): 1 game, final score 0-0, unfinished
> <stdin> #2 (nackplayer - tommih): illegal at ply 2, 43: 13/9 13/10: 13/9: a checker on the bar must enter first [backgammon]
> <stdin> match 2 (nackplayer - tommih, 7 points): 1 game, final score 0-0, unfinished
> <stdin> #3 (anna - bert): illegal at ply 1, 12: Illegal play (7;0;1;0;0;carl;dora;0;0;0;1;0;0;-2;-2;0;0;...: DailyGammon's position line names 'carl' and 'dora', neither of the game's players [backgammon]
> <stdin> match 3 (anna - bert, 7 points): 1 game, final score 0-0, unfinished
> 3 records: 1 valid, 2 illegal, 0 mismatched, 0 unreadable
