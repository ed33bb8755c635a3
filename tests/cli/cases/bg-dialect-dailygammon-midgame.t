# DailyGammon's position line after a roll in mid-game ("11: Illegal play (...)"), in place of a play the site could not write: a play of the roll must reach it; in game 1 one does (valid), in game 2 none does (illegal at that line, where it was taken as a set-up without a word)
$ arbiter validate tests/data/backgammon/dialects/dailygammon-midgame.mat
? 1
> tests/data/backgammon/dialects/dailygammon-midgame.mat #1 (Ann - Bob): valid, 0-1 (drop: Ann dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/dailygammon-midgame.mat #2 (Ann - Bob): illegal at ply 3, 11: Illegal play (7;0;1;0;0;Bob;Ann;0;0;0;1;0;0;-2;0;0;2;0;4...: no play of 1-1 by Ann reaches the position written after the roll [backgammon]
> tests/data/backgammon/dialects/dailygammon-midgame.mat match 1 (Ann - Bob, 7 points): 2 games, final score 0-1, unfinished
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/dailygammon-midgame.mat:16:6: no play of 1-1 by Ann reaches the position written after the roll
!     2) 11: Illegal play (7;0;1;0;0;Bob;Ann;0;0;0;1;0;0;-2;0;0;2;0;4;0;2;0;0;0;-4;-1;0;0;0;0;-2;-2;-4;0;0;0;2;0;1;1;)
!        ^
