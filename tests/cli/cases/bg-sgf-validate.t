# SGF read directly: the same verdicts as the .mat of the same match
$ arbiter validate tests/data/backgammon/match-3pt.sgf
? 0
> tests/data/backgammon/match-3pt.sgf #1 (gnubg - root): valid, 1-0 (drop: root dropped the double: 1 point), 37 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/match-3pt.sgf #2 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 4 points), 45 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/match-3pt.sgf match 1 (gnubg - root, 3 points): 2 games, final score 5-0, gnubg wins the match
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
