# a match length past four digits is read as written; one past the largest
# int is unreadable, said at the length (it was read as 2147483647, a number
# the file does not hold; before that, passed over in silence, the match
# said to have no length),
# and a game numbered as one before it starts another match, numbered on
# (both matches were "match 1")
$ arbiter validate tests/data/backgammon/numbers/length-past-int.mat tests/data/backgammon/numbers/game-one-again.mat; arbiter validate --json tests/data/backgammon/numbers/game-one-again.mat | grep -o '"match":[^,]*'
? 0
> tests/data/backgammon/numbers/length-past-int.mat #1: unreadable: the match's length '99999999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> tests/data/backgammon/numbers/game-one-again.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/numbers/game-one-again.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/numbers/game-one-again.mat #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 1-0 [backgammon]
> tests/data/backgammon/numbers/game-one-again.mat match 2 (Ayla - Bahram, 3 points): 1 game, final score 2-0, unfinished
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
> "match":1
> "match":1
> "match":2
> "match":2
! arbiter: tests/data/backgammon/numbers/length-past-int.mat:3:2: the match's length '99999999999999' is past 2147483647, the largest number arbiter reads: what it means cannot be told
! 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
