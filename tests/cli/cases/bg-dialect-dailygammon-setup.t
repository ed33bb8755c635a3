# DailyGammon's position line: the first player it names is on roll and
# the board is seen from that side; field 13 is the other's bar (gnubg's
# import reads it so, and agrees with the plays of match 1); a play that
# leaves a checker on the bar is refused; a line that names neither player
# is refused at its place
$ arbiter validate tests/data/backgammon/dialects/dailygammon-setup.mat
? 1
> tests/data/backgammon/dialects/dailygammon-setup.mat #1 (nackplayer - tommih): valid, * (unfinished), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/dailygammon-setup.mat match 1 (nackplayer - tommih, 7 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/dialects/dailygammon-setup.mat #2 (nackplayer - tommih): illegal at ply 2, 43: 13/9 13/10: 13/9: a checker on the bar must enter first [backgammon]
> tests/data/backgammon/dialects/dailygammon-setup.mat match 2 (nackplayer - tommih, 7 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/dialects/dailygammon-setup.mat #3 (anna - bert): illegal at ply 1, 12: Illegal play (7;0;1;0;0;carl;dora;0;0;0;1;0;0;-2;-2;0;0;...: DailyGammon's position line names 'carl' and 'dora', neither of the game's players [backgammon]
> tests/data/backgammon/dialects/dailygammon-setup.mat match 3 (anna - bert, 7 points): 1 game, final score 0-0, unfinished
> 3 records: 1 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/dailygammon-setup.mat:17:38: 13/9: a checker on the bar must enter first
!     2) 62: 24/18 13/11                 43: 13/9 13/10
!                                        ^
! arbiter: tests/data/backgammon/dialects/dailygammon-setup.mat:25:6: DailyGammon's position line names 'carl' and 'dora', neither of the game's players
!     1) 12: Illegal play (7;0;1;0;0;carl;dora;0;0;0;1;0;0;-2;-2;0;0;0;4;0;3;0;0;0;-4;4;0;0;0;-3;0;-4;0;0;0;2;2;0;5;1;) 51: 24/23 23/18
!        ^
