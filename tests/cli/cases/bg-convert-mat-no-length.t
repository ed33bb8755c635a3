# a .mat match of no length given (its games before any match line) is written back with no match line, not as money play
$ arbiter convert -q -t mat tests/data/backgammon/dialects/no-match-line.mat | arbiter validate -
? 0
> <stdin> #1 (anna - bert): valid, 1-0 (drop: bert dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> <stdin> #2 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 1 ply, game 2, score before 1-0 [backgammon]
> <stdin> match 1 (anna - bert, no length given): 2 games, final score 2-0
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
