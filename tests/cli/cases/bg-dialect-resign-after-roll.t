# a roll then Concedes or Resigns in one cell (Backgammon Studio's "62:
# Concedes") is the roller's resignation, as "62: ????" is (gnubg's judge
# agrees)
$ arbiter validate tests/data/backgammon/dialects/resign-after-roll.mat
? 0
> tests/data/backgammon/dialects/resign-after-roll.mat #1 (alice - bob): valid, 1-0 (resignation: bob resigned a single: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/resign-after-roll.mat #2 (alice - bob): valid, 1-0 (resignation: bob resigned a single: 1 point), 3 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/dialects/resign-after-roll.mat match 1 (alice - bob, 5 points): 2 games, final score 2-0, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
