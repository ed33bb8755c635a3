# a match length past four digits is read as written, up to the largest int
# (the line was passed over in silence, the match said to have no length),
# and a game numbered as one before it starts another match, numbered on
# (both matches were "match 1")
$ arbiter validate tests/data/backgammon/numbers/length-past-int.mat tests/data/backgammon/numbers/game-one-again.mat; arbiter validate --json tests/data/backgammon/numbers/game-one-again.mat | grep -o '"match":[^,]*'
? 0
> tests/data/backgammon/numbers/length-past-int.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/numbers/length-past-int.mat match 1 (Ayla - Bahram, 2147483647 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/numbers/game-one-again.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/numbers/game-one-again.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/numbers/game-one-again.mat #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 1-0 [backgammon]
> tests/data/backgammon/numbers/game-one-again.mat match 2 (Ayla - Bahram, 3 points): 1 game, final score 2-0, unfinished
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
> "match":1
> "match":1
> "match":2
> "match":2
! 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
