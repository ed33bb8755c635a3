# gnubg's HyperGammon (1) is one-checker hypergammon; the last checker off with a die to spare
$ arbiter validate tests/data/backgammon/dialects/hypergammon-1.mat
? 0
> tests/data/backgammon/dialects/hypergammon-1.mat #1 (anna - bert): valid, 1-0 (bear-off: anna bore off every checker: a gammon, 2 points), 3 plies, game 1, score before 0-0 [hypergammon-1]
> tests/data/backgammon/dialects/hypergammon-1.mat match 1 (anna - bert, 1 point): 1 game, final score 2-0, anna wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
