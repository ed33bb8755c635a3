# Fevga's "must unblock" (BrainKing, itavli): six points held in front of
# the opponent's start, every opposing checker still on it, must be opened
# by the play where one can (5/3 5/4 kept the wall and was valid; 11/9
# 11/10 opens it), and no play that keeps it is offered as the one meant
# (a typo, 5/3 5/9, had 5/3 5/4 suggested); olympus-backgammon's Fevga has
# no rule against walls
$ arbiter validate -V fevga tests/data/backgammon/fevga/wall-kept.mat tests/data/backgammon/fevga/wall-opened.mat tests/data/backgammon/fevga/wall-typo.mat; arbiter validate -q -V fevga-olympus tests/data/backgammon/fevga/wall-kept.mat
? 0
> tests/data/backgammon/fevga/wall-kept.mat #1 (anna - bert): illegal at ply 1, 21: 5/3 5/4: the play leaves every checker of bert walled in on its start, where a play that opens the wall can be made, and must be [fevga]
> tests/data/backgammon/fevga/wall-kept.mat match 1 (anna - bert, money play): 1 game, final score 0-0
> tests/data/backgammon/fevga/wall-opened.mat #1 (anna - bert): valid, * (unfinished), 1 ply, game 1, score before 0-0 [fevga]
> tests/data/backgammon/fevga/wall-opened.mat match 1 (anna - bert, money play): 1 game, final score 0-0
> tests/data/backgammon/fevga/wall-typo.mat #1 (anna - bert): illegal at ply 1, 21: 5/3 5/9: 5/9 moves backwards [fevga]
> tests/data/backgammon/fevga/wall-typo.mat match 1 (anna - bert, money play): 1 game, final score 0-0
> 3 records: 1 valid, 2 illegal, 0 mismatched, 0 unreadable
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/fevga/wall-kept.mat:6:6: the play leaves every checker of bert walled in on its start, where a play that opens the wall can be made, and must be
!     1) 21: 5/3 5/4
!        ^
! arbiter: tests/data/backgammon/fevga/wall-typo.mat:6:6: 5/9 moves backwards
!     1) 21: 5/3 5/9
!        ^
