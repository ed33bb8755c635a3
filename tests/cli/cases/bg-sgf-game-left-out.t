# SGF reads a match as .mat does: a game left out between two (game 2 of games-missing.mat, converted to SGF) keeps the match, the next game's MI score saying where it stands; SGF made it a match of its own, each of one game
$ arbiter convert -q -t sgf tests/data/backgammon/dialects/games-missing.mat | arbiter validate -
? 0
> <stdin> #1 (Anna - Bert): valid, 0-1 (drop: Anna dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> <stdin> #2 (Anna - Bert): valid, 0-1 (drop: Anna dropped the double: 1 point), 3 plies, game 3, score before 0-2 [backgammon]
> <stdin> match 1 (Anna - Bert, 5 points): 2 games, final score 0-3, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
