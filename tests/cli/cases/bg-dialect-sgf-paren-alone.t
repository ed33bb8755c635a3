# an SGF file with '(' alone on its first line and nodes split across lines
$ arbiter validate tests/data/backgammon/dialects/sgf-paren-alone.sgf
? 0
> tests/data/backgammon/dialects/sgf-paren-alone.sgf #1 (anna - bert): valid, 0-1 (resignation: anna resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/sgf-paren-alone.sgf match 1 (anna - bert, 1 point): 1 game, final score 0-1, bert wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
