# Backgammon Studio's ???? is a play that cannot be followed, like gnubg's ???
$ arbiter validate tests/data/backgammon/dialects/studio-unknown.mat
? 1
> tests/data/backgammon/dialects/studio-unknown.mat #1 (anna - bert): illegal at ply 1, 52: ????: the play was not recorded (written ???), and the game goes on: it cannot be followed [backgammon]
> tests/data/backgammon/dialects/studio-unknown.mat match 1 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/studio-unknown.mat:8:6: the play was not recorded (written ???), and the game goes on: it cannot be followed
!     1) 52: ????                           63: 24/18 13/10
!        ^
