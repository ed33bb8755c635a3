# BackgammonGalaxy writes the line's number again before a claim in the second column: a number, not part of the play
$ arbiter validate tests/data/backgammon/dialects/galaxy-number-again.mat
? 0
> tests/data/backgammon/dialects/galaxy-number-again.mat #1 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/galaxy-number-again.mat match 1 (anna - bert, 3 points): 1 game, final score 1-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
