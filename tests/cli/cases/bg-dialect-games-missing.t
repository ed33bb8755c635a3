# a match whose numbers skip a game (game 2 left out, as convert leaves out an
# illegal one): the next game's score line says where the match stands, not a
# mismatch with the games before it
$ arbiter validate tests/data/backgammon/dialects/games-missing.mat
? 0
> tests/data/backgammon/dialects/games-missing.mat #1 (Anna - Bert): valid, 0-1 (drop: Anna dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/games-missing.mat #2 (Anna - Bert): valid, 0-1 (drop: Anna dropped the double: 1 point), 3 plies, game 3, score before 0-2 [backgammon]
> tests/data/backgammon/dialects/games-missing.mat match 1 (Anna - Bert, 5 points): 2 games, final score 0-3, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
