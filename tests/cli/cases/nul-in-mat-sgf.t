# a NUL byte in a line is binary data in every reader, as in tagged records:
# the record it is in is unreadable, at the NUL's line and column (or,
# where it is in none, a record of its own), and reading goes on. Before,
# .mat cut the token at it and called the game illegal ("'Doubles => 2' is
# not a backgammon action"), and a NUL after "Game 3" passed unseen; SGF
# cut the move ("'63' is not a backgammon SGF move"); GoldToken's row was
# cut (a wrong verdict later on) and a Ludii trial's move line read as if
# the NUL were not there; JSON Lines took a NUL after a number for part
# of it (a valid record) and called one in a string a control character
$ arbiter validate tests/data/hostile/nul-in-game.mat tests/data/hostile/nul-in-game.sgf tests/data/hostile/nul-in-list.txt tests/data/hostile/nul-in-trial.trl tests/data/hostile/nul-in-line.jsonl
? 2
> tests/data/hostile/nul-in-game.mat #1: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-game.mat #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 2, score before 1-0 [backgammon]
> tests/data/hostile/nul-in-game.mat #3: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-game.mat #4 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 4, score before 3-0 [backgammon]
> tests/data/hostile/nul-in-game.mat match 1 (Ayla - Bahram, 5 points): 2 games, final score 4-0, unfinished
> tests/data/hostile/nul-in-game.sgf #1 (Ayla - Bahram): unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-game.sgf #2: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-game.sgf #3 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 3, score before 2-0 [backgammon]
> tests/data/hostile/nul-in-game.sgf match 1 (Ayla - Bahram, 5 points): 1 game, final score 3-0, unfinished
> tests/data/hostile/nul-in-list.txt #1: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-list.txt #2: valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 49 plies [nine-mens-morris]
> tests/data/hostile/nul-in-trial.trl #1: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-trial.trl #2: valid, 0-1 (line: black made a line), 8 plies [three-mens-morris]
> tests/data/hostile/nul-in-line.jsonl #1: valid, * (unfinished), 2 plies [nine-mens-morris]
> tests/data/hostile/nul-in-line.jsonl #2: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-line.jsonl #3: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-line.jsonl #4: valid, * (unfinished), 2 plies [nine-mens-morris]
> 15 records: 7 valid, 0 illegal, 0 mismatched, 8 unreadable
! arbiter: tests/data/hostile/nul-in-game.mat:8:19: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/nul-in-game.mat:17:8: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/nul-in-game.sgf:3:6: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/nul-in-game.sgf:7:9: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/nul-in-list.txt:9:5: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/nul-in-trial.trl:7:31: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/nul-in-line.jsonl:2:47: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/nul-in-line.jsonl:3:70: binary data (a NUL byte): not a text record
