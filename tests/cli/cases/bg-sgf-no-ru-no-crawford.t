# an SGF match with no RU was played without the Crawford rule: GNU
# Backgammon writes RU[Crawford] whenever the rule is on and reads a root
# without RU as no rule at all. gnubg-no-crawford.sgf is gnubg 1.07.001's
# own (both players human: `set automatic crawford off`, `new match 3`,
# gnubg's hinted plays, `double`/`take`, `double`/`drop`, then at 2-0
# `double`/`take`, `save match`); gnubg reloads it and doubles at 2-0.
# Written back as SGF, it still has no RU. A 1-point match gnubg played
# with the rule on has no RU either (make-fixtures.sh): it keeps backgammon
$ arbiter validate tests/data/backgammon/dialects/gnubg-no-crawford.sgf; arbiter convert -q -t sgf tests/data/backgammon/dialects/gnubg-no-crawford.sgf | grep "RU\\[" || echo no RU written; arbiter validate tests/data/backgammon/match-1pt.sgf | head -1
? 0
> tests/data/backgammon/dialects/gnubg-no-crawford.sgf #1 (gnubg - root): valid, 1-0 (drop: root dropped the double: 2 points), 7 plies, game 1, score before 0-0 [backgammon-no-crawford]
> tests/data/backgammon/dialects/gnubg-no-crawford.sgf #2 (gnubg - root): valid, * (unfinished), 5 plies, game 2, score before 2-0 [backgammon-no-crawford]
> tests/data/backgammon/dialects/gnubg-no-crawford.sgf match 1 (gnubg - root, 3 points): 2 games, final score 2-0, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> no RU written
> tests/data/backgammon/match-1pt.sgf #1 (gnubg - root): valid, 0-1 (resignation: gnubg resigned a gammon: 2 points), 51 plies, game 1, score before 0-0 [backgammon]
