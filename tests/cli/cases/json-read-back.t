# JSON Lines records read back: the same verdicts as their sources
$ arbiter validate tests/data/json/morris.jsonl tests/data/json/backgammon.jsonl tests/data/json/backgammon-setup.jsonl
? 0
> tests/data/json/morris.jsonl #1 (Mina - Mehmet): valid, 1/2-1/2 (move-limit: 100 plies without a removal), 165 plies [nine-mens-morris]
> tests/data/json/morris.jsonl #2 (Mina - Thabo): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 125 plies [nine-mens-morris]
> tests/data/json/morris.jsonl #3 (Eva - Jan): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 72 plies [nine-mens-morris]
> tests/data/json/backgammon.jsonl #1 (gnubg - root): valid, 1-0 (drop: root dropped the double: 1 point), 37 plies, game 1, score before 0-0 [backgammon]
> tests/data/json/backgammon.jsonl #2 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 4 points), 45 plies, game 2, score before 1-0 [backgammon]
> tests/data/json/backgammon.jsonl match 1 (gnubg - root, 3 points): 2 games, final score 5-0, gnubg wins the match
> tests/data/json/backgammon-setup.jsonl #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 2 points), 3 plies, game 4, score before 5-4 [backgammon]
> tests/data/json/backgammon-setup.jsonl match 1 (anna - bert, 7 points): 1 game, final score 5-6, unfinished
> 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
