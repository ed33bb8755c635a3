# Moultezim's block limit is on the own starting quarter (19-24), as
# Fevga's: The Board's "home board" is the quarter of the "home point"
# every checker starts on, and pbmserv's page keeps one of "the first six
# points from where he started" open. Filling the bear-off quarter (1-6)
# is bearing in, no block (it was refused, and the starting quarter
# allowed). Both games start from an eXtreme Gammon position line
$ arbiter validate -V moultezim tests/data/backgammon/moultezim/home-board-full.mat tests/data/backgammon/moultezim/start-quarter-full.mat
? 1
> tests/data/backgammon/moultezim/home-board-full.mat #1 (anna - bert): valid, * (unfinished), 1 ply, game 1, score before 0-0 [moultezim]
> tests/data/backgammon/moultezim/home-board-full.mat match 1 (anna - bert, money play): 1 game, final score 0-0
> tests/data/backgammon/moultezim/start-quarter-full.mat #1 (anna - bert): illegal at ply 1, 51: 20/19 15/10: 20/19 makes six points in a row, which may not fill the own starting quarter (did you mean 51: 20/15 15/14?) [moultezim]
> tests/data/backgammon/moultezim/start-quarter-full.mat match 1 (anna - bert, money play): 1 game, final score 0-0
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/moultezim/start-quarter-full.mat:6:6: 20/19 makes six points in a row, which may not fill the own starting quarter (did you mean 51: 20/15 15/14?)
!     1) 51: 20/19 15/10
!        ^
