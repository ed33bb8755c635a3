# a file of games with no match line before its first Game line (a comment line first) is read as .mat, never as moves of another game
$ arbiter validate tests/data/backgammon/dialects/no-match-line.mat
? 0
> tests/data/backgammon/dialects/no-match-line.mat #1 (anna - bert): valid, 1-0 (drop: bert dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/no-match-line.mat #2 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 1 ply, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/dialects/no-match-line.mat match 1 (anna - bert, no length given): 2 games, final score 2-0
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
