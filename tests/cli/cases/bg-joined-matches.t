# two matches of one name in a row (files converted into one): a game
# numbered 1 again starts the second, and each is refereed from 0-0
$ arbiter validate tests/data/backgammon/joined.jsonl
? 0
> tests/data/backgammon/joined.jsonl #1 (gnubg - root): valid, 1-0 (drop: root dropped the double: 1 point), 37 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/joined.jsonl #2 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 4 points), 45 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/joined.jsonl match 1 (gnubg - root, 3 points): 2 games, final score 5-0, gnubg wins the match
> tests/data/backgammon/joined.jsonl #3 (gnubg - root): valid, 0-1 (drop: gnubg dropped the double: 2 points), 25 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/joined.jsonl #4 (gnubg - root): valid, 0-1 (bear-off: root bore off every checker: a single, 4 points), 67 plies, game 2, score before 0-2 [backgammon]
> tests/data/backgammon/joined.jsonl match 1 (gnubg - root, 5 points): 2 games, final score 0-6, root wins the match
> 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
