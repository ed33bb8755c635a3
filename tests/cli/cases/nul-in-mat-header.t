# a NUL byte in a .mat match header's comment line, before any game: that
# header is a record of its own, unreadable at the NUL, with no source line
# to show under the message; the game after it is read. The caret's line
# was looked for in a text that was never kept (found by tests/fuzz/run)
$ arbiter validate tests/data/hostile/nul-in-header.mat
? 2
> tests/data/hostile/nul-in-header.mat #1: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/nul-in-header.mat #2 (Ayla - Bahram): valid, 0-1 (drop: Ayla dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/nul-in-header.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-1, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/hostile/nul-in-header.mat:2:2: binary data (a NUL byte): not a text record
