# a folder of real archives, read through: files that are no records (a README) are skipped with a note; matches end with their files; a record under a rule set of its own (tests/data/variants); a record whose rules it does not state (Sanmill's [Variant "Custom"]) is unreadable, status 2
$ ARBITER_VARIANTS="$ARBITER_VARIANTS:tests/data/variants" arbiter validate -q tests/data/real
? 2
> tests/data/real/backgammon/choue/chouehandle-vs-Bot-all-games-s4020-2026-10-04.txt #2 (chouehandle - Bot1): mismatch: 4 points is no resignation with the cube on 1 (1, 2 or 3) [backgammon]
> tests/data/real/backgammon/extmatchdb/game-ends-play-cut-after-one-die.mat #3 (finch4 - wren_87): illegal at ply 78, 64: 22/16: the roll 6-4 allows 2 moves but only 1 was played [backgammon]
> tests/data/real/backgammon/extmatchdb/game-ends-play-cut-after-one-die.mat #4 (finch4 - wren_87): illegal at ply 63, 53: 16/11: the roll 5-3 allows 2 moves but only 1 was played [backgammon]
> tests/data/real/backgammon/extmatchdb/illegal-play-marker-midgame_15pt.txt #12 (Tanguay - Morley): illegal at ply 18, 11: Illegal play (15;0;1;0;0;Morley;Tanguay;0;9;9;1;0;0;0;0;...: no play of 1-1 by Tanguay reaches the position written after the roll [backgammon]
> tests/data/real/backgammon/galaxy/match7707286.txt #2 (lasse - newbie): mismatch: 4 points is no resignation with the cube on 1 (1, 2 or 3) [backgammon]
> tests/data/real/backgammon/gammonview/5nqfGw9bWG3deTaU.mat #1 (Marion Castlebury - Rowan Pryce): illegal at ply 20, 13: 14/10 13/12: the play does not fit the roll 1-3 (did you mean 13: 14/11 13/12?) [backgammon]
> tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat #2 (Owen Talbot - Dana Ellery): illegal at ply 38, 65: 14/8 15/10 6/8: the roll 6-5 gives 2 moves, but 3 are written [backgammon]
> tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat #3 (Owen Talbot - Dana Ellery): illegal at ply 18, 63: 13/9 13/7: the play does not fit the roll 6-3 (did you mean 63: 13/7 10/7?) [backgammon]
> tests/data/real/backgammon/studio/Minchy - Llabba 13pt Backgammon Studio 2023_02_24 19_44_27.txt #10 (Minchy - Llabba): mismatch: 4016 points is no resignation with the cube on 4 (4, 8 or 12) [backgammon]
> tests/data/real/backgammon/studio/MrPurple - Lasse 3pt Backgammon Studio 2024_05_11 20_10_33.txt #2 (MrPurple - Lasse): mismatch: 4016 points is no resignation with the cube on 4 (4, 8 or 12) [backgammon]
> tests/data/real/morris/ludii/morabaraba-0.trl #1: illegal at ply 1, [Move:mover=1,from=25,to=13,actions=[Move:typeFrom=Cell,from...: cell 25 is not player 1's hand (Ludii numbers the hands 24 and 25 on this board) [morabaraba]
> tests/data/real/morris/ludii/nine-mens-morris-9-flying-mill.trl #1: illegal at ply 87, [Move:mover=1,from=22,to=21,actions=[Move:typeFrom=Vertex,fr...: black's 4-20 closed a mill: a white piece must be removed (x) before the next move [nine-mens-morris]
> tests/data/real/morris/ludii/six-mens-morris-11.trl #1: illegal at ply 45, [Move:mover=1,actions=[Pass:decision=true,forced=true]]: the game is over: white cannot move [six-mens-morris]
> tests/data/real/morris/ludii/wure-dune-0.trl #1: mismatch: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 6 plies the game goes on [wure-dune]
> tests/data/real/morris/sanmill/unfinished-board-custom.pgn #1 (AI - Human): unreadable: the record's variant 'Custom' is unknown (did you mean custom-board? see 'arbiter variants list', or choose one with -V)
> tests/data/real/uttt/riddles/engine-tests.uttt #3: illegal at ply 3, 3,5: board 5 (right) is required [uttt-standard]
> tests/data/real/uttt/riddles/engine-tests.uttt #4: illegal at ply 3, 2,7: board 2 (top-right) is required [uttt-standard]
> tests/data/real/uttt/riddles/engine-tests.uttt #5: illegal at ply 5, 2,0: board 2 (top-right) is required [uttt-standard]
> 1860 records: 1842 valid, 12 illegal, 5 mismatched, 1 unreadable
! arbiter: tests/data/real/README.md: skipped: not a record file (name it to read it anyway)
! arbiter: tests/data/real/backgammon/choue/chouehandle-vs-Bot-all-games-s4020-2026-10-04.txt:69:45: 4 points is no resignation with the cube on 1 (1, 2 or 3)
!     24) 53: ????                         Wins 4 point
!                                               ^
! arbiter: tests/data/real/backgammon/extmatchdb/game-ends-play-cut-after-one-die.mat:80:6: the roll 6-4 allows 2 moves but only 1 was played
!    40) 64: 22/16
!        ^
! arbiter: tests/data/real/backgammon/extmatchdb/game-ends-play-cut-after-one-die.mat:117:6: the roll 5-3 allows 2 moves but only 1 was played
!    32) 53: 16/11
!        ^
! arbiter: tests/data/real/backgammon/extmatchdb/illegal-play-marker-midgame_15pt.txt:234:6: no play of 1-1 by Tanguay reaches the position written after the roll
!    10) 11: Illegal play (15;0;1;0;0;Morley;Tanguay;0;9;9;1;0;0;0;0;2;2;2;2;0;2;0;1;0;-2;0;0;-3;0;-4;0;-3;2;-1;0;2;-2;0;1;6;) 16: 8/2 10/9 
!        ^
! arbiter: tests/data/real/backgammon/galaxy/match7707286.txt:37:73: 4 points is no resignation with the cube on 1 (1, 2 or 3)
!     2)  Losses 4 point                                               Wins 4 point and the match
!                                                                           ^
! arbiter: tests/data/real/backgammon/gammonview/5nqfGw9bWG3deTaU.mat:25:6: the play does not fit the roll 1-3 (did you mean 13: 14/11 13/12?)
!    11) 13: 14/10 13/12                            12: 8/6 7/6
!        ^
! arbiter: tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat:71:7: the roll 6-5 gives 2 moves, but 3 are written
!     20) 65: 14/8 15/10 6/8                  15: 9/4 3/2
!         ^
! arbiter: tests/data/real/backgammon/gammonview/hQ8sVn2LbTdF4wRm.mat:98:42: the play does not fit the roll 6-3 (did you mean 63: 13/7 10/7?)
!     9) 66: 13/7 13/7 13/7 13/7             63: 13/9 13/7
!                                            ^
! arbiter: tests/data/real/backgammon/studio/Minchy - Llabba 13pt Backgammon Studio 2023_02_24 19_44_27.txt:220:47: 4016 points is no resignation with the cube on 4 (4, 8 or 12)
!     31) 21: ????                           Wins 4016 point
!                                                 ^
! arbiter: tests/data/real/backgammon/studio/MrPurple - Lasse 3pt Backgammon Studio 2024_05_11 20_10_33.txt:58:47: 4016 points is no resignation with the cube on 4 (4, 8 or 12)
!     24) 32: ????                           Wins 4016 point
!                                                 ^
! arbiter: tests/data/real/morris/ludii/morabaraba-0.trl:7:6: cell 25 is not player 1's hand (Ludii numbers the hands 24 and 25 on this board)
!   Move=[Move:mover=1,from=25,to=13,actions=[Move:typeFrom=Cell,from=25,typeTo=Vertex,to=13,decision=true]]
!        ^
! arbiter: tests/data/real/morris/ludii/nine-mens-morris-9-flying-mill.trl:99:6: black's 4-20 closed a mill: a white piece must be removed (x) before the next move
!   Move=[Move:mover=1,from=22,to=21,actions=[Move:typeFrom=Vertex,from=22,typeTo=Vertex,to=21,decision=true]]
!        ^
! arbiter: tests/data/real/morris/ludii/six-mens-morris-11.trl:54:6: the game is over: white cannot move
!   Move=[Move:mover=1,actions=[Pass:decision=true,forced=true]]
!        ^
! arbiter: tests/data/real/morris/ludii/wure-dune-0.trl:18: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 6 plies the game goes on
! arbiter: tests/data/real/morris/openspiel/nine_mens_morris-playthrough-history.txt: skipped: not a record file (name it to read it anyway)
! arbiter: tests/data/real/morris/sanmill/unfinished-board-custom.pgn:8:11: the record's variant 'Custom' is unknown (did you mean custom-board? see 'arbiter variants list', or choose one with -V)
!   [Variant "Custom"]
!             ^
! arbiter: tests/data/real/uttt/openspiel/ultimate_tic_tac_toe-playthrough-history.txt: skipped: not a record file (name it to read it anyway)
! arbiter: tests/data/real/uttt/riddles/engine-tests.uttt:27:15: board 5 (right) is required
!   1. 4,4 5,4 2. 3,5 7,1 3. 6,8 2,8 4. 4,4 1,7 5. 8,2 5,3 6. 0,2 6,6 7. 2,0 0,6 8.
!                 ^
! arbiter: tests/data/real/uttt/riddles/engine-tests.uttt:36:15: board 2 (top-right) is required
!   1. 0,5 2,6 2. 2,7 0-1
!                 ^
! arbiter: tests/data/real/uttt/riddles/engine-tests.uttt:44:26: board 2 (top-right) is required
!   1. 3,3 0,0 2. 2,0 8,0 3. 2,0 8,0 4. 7,1 3,5 5. 1,6 5,2 6. 6,7 2,3 7. 8,1 6,5 8.
!                            ^
! arbiter: tests/data/real/uttt/textarena/test-game.txt: skipped: not a record file (name it to read it anyway)
