# DailyGammon's position line is an SGF set-up node (gnubg loads it to the
# same position); .mat output refuses it, which arbiter writes for no set-up
$ arbiter convert -t sgf tests/data/backgammon/dialects/dailygammon-setup.mat
? 1
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:7][game:0][ws:0][bs:0]PW[nackplayer]PB[tommih]PC[DailyGammon's position line: nackplayer on roll, one of tommih's checkers on the bar, as gnubg's import reads it]RU[Crawford]
> ;AE[a:y]AW[f][f][f][f][h][h][h][m][m][m][m][w][w][x][x]AB[a][b][b][l][l][l][l][q][q][q][s][s][s][s][y]PL[W]
> ;W[62xrmk]
> ;B[43ydlo]
> )
! tests/data/backgammon/dialects/dailygammon-setup.mat #2 (nackplayer - tommih): illegal at ply 2, 43: 13/9 13/10: 13/9: a checker on the bar must enter first [backgammon]
! arbiter: tests/data/backgammon/dialects/dailygammon-setup.mat:17:38: 13/9: a checker on the bar must enter first
!     2) 62: 24/18 13/11                 43: 13/9 13/10
!                                        ^
! tests/data/backgammon/dialects/dailygammon-setup.mat #3 (anna - bert): illegal at ply 1, 12: Illegal play (7;0;1;0;0;carl;dora;0;0;0;1;0;0;-2;-2;0;0;...: DailyGammon's position line names 'carl' and 'dora', neither of the game's players [backgammon]
! arbiter: tests/data/backgammon/dialects/dailygammon-setup.mat:25:6: DailyGammon's position line names 'carl' and 'dora', neither of the game's players
!     1) 12: Illegal play (7;0;1;0;0;carl;dora;0;0;0;1;0;0;-2;-2;0;0;0;4;0;3;0;0;0;-4;4;0;0;0;-3;0;-4;0;0;0;2;2;0;5;1;) 51: 24/23 23/18
!        ^
! 1 record written; 2 illegal (not written), 0 mismatched, 0 unreadable, 0 not held whole
