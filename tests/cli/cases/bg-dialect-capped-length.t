# a match-winning resignation claimed as the match's length, past anything
# the game could be worth (XG: 7-7 of 9, cube on 2, "Wins 9 point and the
# match"): it stands, as the least resignation that wins the match (a single,
# 2 points); gnubg reads the match to the same end
$ arbiter validate tests/data/backgammon/dialects/capped-resign-length.mat
? 0
> tests/data/backgammon/dialects/capped-resign-length.mat #1 (anna - bert): valid, 1-0 (resignation: bert resigned: 9 points won the match), 5 plies, game 1, score before 7-7 [backgammon]
> tests/data/backgammon/dialects/capped-resign-length.mat match 1 (anna - bert, 9 points): 1 game, final score 9-7, anna wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
