# DailyGammon writes a nackgammon game's start as its own position line,
# "12: Illegal play (7;0;1;...)", in the column of the player not on roll:
# a set-up, read as GNU Backgammon's import reads it (the first player
# named is on roll, the board seen from that side); the match ends 0-7, as
# gnubg scores it
$ arbiter validate tests/data/real/backgammon/dailygammon/match_nackgammon.mat
? 0
> tests/data/real/backgammon/dailygammon/match_nackgammon.mat #1 (nackplayer - tommih): valid, 0-1 (resignation: nackplayer resigned a gammon: 4 points), 60 plies, game 1, score before 0-0 [backgammon]
> tests/data/real/backgammon/dailygammon/match_nackgammon.mat #2 (nackplayer - tommih): valid, 0-1 (drop: nackplayer dropped the double: 1 point), 21 plies, game 2, score before 0-4 [backgammon]
> tests/data/real/backgammon/dailygammon/match_nackgammon.mat #3 (nackplayer - tommih): valid, 0-1 (drop: nackplayer dropped the double: 1 point), 36 plies, game 3, score before 0-5 [backgammon]
> tests/data/real/backgammon/dailygammon/match_nackgammon.mat #4 (nackplayer - tommih): valid, 0-1 (resignation: nackplayer resigned a single: 1 point), 80 plies, game 4, score before 0-6 [backgammon]
> tests/data/real/backgammon/dailygammon/match_nackgammon.mat match 1 (nackplayer - tommih, 7 points): 4 games, final score 0-7, tommih wins the match
> 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
