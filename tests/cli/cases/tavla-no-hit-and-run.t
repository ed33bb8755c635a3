# Tavla: no hit-and-run in the home board (Wikipedia's Tavla, the Turkey
# section of "Tables game", backgammon-game.eu; backgammon.co.uk defines
# it): a checker that hits in its home board stays there for the rest of
# the turn (8/4* 4/3 was valid), while another checker may play on or come
# to cover it, and go on again (the one left is the hitter), but not both
# (6/4* 6/4 4/2 4/2 leaves the point); Portes, which does not have the
# rule, takes the hit-and-run
$ arbiter validate -V tavla tests/data/backgammon/tavla/hit-and-run.mat tests/data/backgammon/tavla/hit-and-stay.mat; arbiter validate -q -V portes tests/data/backgammon/tavla/hit-and-run.mat
? 0
> tests/data/backgammon/tavla/hit-and-run.mat #1 (anna - bert): illegal at ply 1, 41: 8/4* 4/3: 4/3: a checker that hit in the home board stays there for the rest of the turn (no hit-and-run) [tavla]
> tests/data/backgammon/tavla/hit-and-run.mat #2 (anna - bert): illegal at ply 1, 22: 6/4* 6/4 4/2 4/2: 4/2: a checker that hit in the home board stays there for the rest of the turn (no hit-and-run; did you mean 22: 6/4* 6/4 6/4 4/2?) [tavla]
> tests/data/backgammon/tavla/hit-and-run.mat match 1 (anna - bert, money play): 2 games, final score 0-0
> tests/data/backgammon/tavla/hit-and-stay.mat #1 (anna - bert): valid, * (unfinished), 1 ply, game 1, score before 0-0 [tavla]
> tests/data/backgammon/tavla/hit-and-stay.mat #2 (anna - bert): valid, * (unfinished), 1 ply, game 2, score before 0-0 [tavla]
> tests/data/backgammon/tavla/hit-and-stay.mat #3 (anna - bert): valid, * (unfinished), 1 ply, game 3, score before 0-0 [tavla]
> tests/data/backgammon/tavla/hit-and-stay.mat match 1 (anna - bert, money play): 3 games, final score 0-0
> 5 records: 3 valid, 2 illegal, 0 mismatched, 0 unreadable
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/tavla/hit-and-run.mat:6:6: 4/3: a checker that hit in the home board stays there for the rest of the turn (no hit-and-run)
!     1) 41: 8/4* 4/3
!        ^
! arbiter: tests/data/backgammon/tavla/hit-and-run.mat:11:6: 4/2: a checker that hit in the home board stays there for the rest of the turn (no hit-and-run; did you mean 22: 6/4* 6/4 6/4 4/2?)
!     1) 22: 6/4* 6/4 4/2 4/2
!        ^
