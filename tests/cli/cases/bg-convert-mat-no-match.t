# a backgammon game of no match written as .mat is written as money play (gnubg refuses a game before any match line): said, counted as not held whole
$ arbiter convert -t mat tests/data/backgammon/no-match.jsonl | arbiter validate -
? 0
> <stdin> #1 (anna - bert): valid, 1-0 (drop: bert dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon-money]
> <stdin> match 1 (anna - bert, money play): 1 game, final score 1-0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/no-match.jsonl #1: warning: it belongs to no match, and the .mat format has no game outside one: written there, it is money play (a 0 point match)
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
