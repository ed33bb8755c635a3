# numbers past an int in SGF's MI[length:..][game:..][ws:..][bs:..], a
# set-up's CV[..] and the [Length] and [Game] tags of a JSON record are
# never wrapped round: a match of 4294967299 points was one of 3, a score of
# 4294967297 agreed as 1, game:2147483647 overflowed to game -2147483648,
# CV[4294967298] was a cube of 2, a JSON match of 4294967297 points was of 1
# point (its Crawford game refused a double); MI's and the tags' are
# unreadable, not-a-number, said at them (they were read as the largest
# int, 2147483647, a number the file does not hold), a cube past an int is
# an illegal cube (2147483647 itself is read: game:2147483647); the match
# of a [Length] past an int says its length is not a number, not 2147483647
$ arbiter validate tests/data/backgammon/numbers/mi-past-int.sgf tests/data/backgammon/numbers/setup-cube-past-int.sgf tests/data/backgammon/numbers/length-past-int.jsonl
? 2
> tests/data/backgammon/numbers/mi-past-int.sgf #1: unreadable: the record gives MI[length:4294967299], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
> tests/data/backgammon/numbers/mi-past-int.sgf #2: unreadable: the record gives MI[length:4294967299], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
> tests/data/backgammon/numbers/mi-past-int.sgf #3 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 2147483647, score before 0-0 [backgammon]
> tests/data/backgammon/numbers/mi-past-int.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/numbers/setup-cube-past-int.sgf #1 (anna - bert): illegal at ply 1, AE[a:y]AW[a][a][b][b][c]AB[x][x][w][w][v]CV[4294967298]CP[b]...: CV[4294967298]: a cube is 1, 2, 4 ... 64 [backgammon]
> tests/data/backgammon/numbers/setup-cube-past-int.sgf match 1 (anna - bert, 7 points): 1 game, final score 5-4, unfinished
> tests/data/backgammon/numbers/length-past-int.jsonl #1 (Ayla - Bahram): unreadable: the record gives [Length "4294967297"], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
> tests/data/backgammon/numbers/length-past-int.jsonl #2 (Ayla - Bahram): unreadable: the record gives [Length "4294967297"], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
> tests/data/backgammon/numbers/length-past-int.jsonl match 1 (Ayla - Bahram, length not a number): 2 games, final score 1-0
> 6 records: 1 valid, 1 illegal, 0 mismatched, 4 unreadable
! arbiter: tests/data/backgammon/numbers/mi-past-int.sgf:1:53: the record gives MI[length:4294967299], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
! arbiter: tests/data/backgammon/numbers/mi-past-int.sgf:7:53: the record gives MI[length:4294967299], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
! arbiter: tests/data/backgammon/numbers/setup-cube-past-int.sgf:2:3: CV[4294967298]: a cube is 1, 2, 4 ... 64
! arbiter: tests/data/backgammon/numbers/length-past-int.jsonl:1: the record gives [Length "4294967297"], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
! arbiter: tests/data/backgammon/numbers/length-past-int.jsonl:2: the record gives [Length "4294967297"], which is past 2147483647, the largest number arbiter reads: what it means cannot be told
