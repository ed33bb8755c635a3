# Backgammon Studio's ???? is a play that cannot be followed, like gnubg's ???
$ arbiter validate tests/data/backgammon/dialects/studio-unknown.mat
? 1
> tests/data/backgammon/dialects/studio-unknown.mat #1 (anna - bert): illegal at ply 2, 63: 24/18 13/10: the play before this was not recorded (written ???): the game cannot be followed [backgammon]
> tests/data/backgammon/dialects/studio-unknown.mat match 1 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/studio-unknown.mat:8:41: the play before this was not recorded (written ???): the game cannot be followed
!     1) 52: ????                           63: 24/18 13/10
!                                           ^
