# OpenGammon's "Resigned Game" and "Resigned Match": the player on roll gives up, the word written in the other's column with the Wins line under it (the word was no action, and the game illegal)
$ arbiter validate tests/data/backgammon/dialects/opengammon-resigned.mat
? 0
> tests/data/backgammon/dialects/opengammon-resigned.mat #1 (Alice - Bob): valid, 0-1 (resignation: Alice resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/opengammon-resigned.mat #2 (Alice - Bob): valid, 0-1 (resignation: Alice resigned a gammon: 2 points), 2 plies, game 2, score before 0-1 [backgammon]
> tests/data/backgammon/dialects/opengammon-resigned.mat match 1 (Alice - Bob, 3 points): 2 games, final score 0-3, Bob wins the match
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
