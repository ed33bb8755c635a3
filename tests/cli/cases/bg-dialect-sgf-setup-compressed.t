# an SGF set-up in compressed point lists (AE[a:x], AW[a:c], AB[v:x]): each list includes its end, as GNU Backgammon and Gibbon read them
$ arbiter validate tests/data/backgammon/dialects/sgf-setup-compressed.sgf
? 0
> tests/data/backgammon/dialects/sgf-setup-compressed.sgf #1 (anna - bert): valid, 1-0 (bear-off: anna bore off every checker: a single, 1 point), 3 plies, game 1, score before 0-0 [backgammon-money-no-jacoby]
> tests/data/backgammon/dialects/sgf-setup-compressed.sgf match 1 (anna - bert, money play): 1 game, final score 1-0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
