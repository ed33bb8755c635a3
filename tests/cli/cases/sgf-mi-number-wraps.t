# numbers past an int in SGF's MI[length:..][game:..][ws:..][bs:..], a
# set-up's CV[..] and the [Length] and [Game] tags of a JSON record are read
# as the largest int, never wrapped round: a match of 4294967299 points was
# one of 3, a score of 4294967297 agreed as 1, game:2147483647 overflowed
# to game -2147483648, CV[4294967298] was a cube of 2, a JSON match of
# 4294967297 points was of 1 point (its Crawford game refused a double)
$ arbiter validate tests/data/backgammon/numbers/mi-past-int.sgf tests/data/backgammon/numbers/setup-cube-past-int.sgf tests/data/backgammon/numbers/length-past-int.jsonl
? 1
> tests/data/backgammon/numbers/mi-past-int.sgf #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/numbers/mi-past-int.sgf #2 (Ayla - Bahram): mismatch: the score line says 2147483647-0, but the games before make it 1-0 [backgammon]
> tests/data/backgammon/numbers/mi-past-int.sgf match 1 (Ayla - Bahram, 2147483647 points): 2 games, final score 2-0, unfinished
> tests/data/backgammon/numbers/mi-past-int.sgf #3 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 2147483647, score before 0-0 [backgammon]
> tests/data/backgammon/numbers/mi-past-int.sgf match 2 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/numbers/setup-cube-past-int.sgf #1 (anna - bert): illegal at ply 1, AE[a:y]AW[a][a][b][b][c]AB[x][x][w][w][v]CV[4294967298]CP[b]...: CV[4294967298]: a cube is 1, 2, 4 ... 64 [backgammon]
> tests/data/backgammon/numbers/setup-cube-past-int.sgf match 1 (anna - bert, 7 points): 1 game, final score 5-4, unfinished
> tests/data/backgammon/numbers/length-past-int.jsonl #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/numbers/length-past-int.jsonl #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 2147483647, score before 1-0 [backgammon]
> tests/data/backgammon/numbers/length-past-int.jsonl match 1 (Ayla - Bahram, 2147483647 points): 2 games, final score 2-0, unfinished
> 6 records: 4 valid, 1 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/numbers/mi-past-int.sgf:7: the score line says 2147483647-0, but the games before make it 1-0
! arbiter: tests/data/backgammon/numbers/setup-cube-past-int.sgf:2:3: CV[4294967298]: a cube is 1, 2, 4 ... 64
