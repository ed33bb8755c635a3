# the catalogue of bad backgammon records, each with its reason and place
$ arbiter validate tests/data/backgammon/bad/*.mat
? 2
> tests/data/backgammon/bad/blocked-point.mat #1 (Ayla - Bahram): illegal at ply 1, 65: 24/18 24/19: 24/19: point 19 is held by the opponent [backgammon]
> tests/data/backgammon/bad/blocked-point.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/crawford-double.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/crawford-double.mat #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/bad/crawford-double.mat #3 (Ayla - Bahram): illegal at ply 2, Doubles => 2: no doubling in the Crawford game [backgammon]
> tests/data/backgammon/bad/crawford-double.mat match 1 (Ayla - Bahram, 3 points): 3 games, final score 2-0, unfinished
> tests/data/backgammon/bad/early-bear-off.mat #1 (Ayla - Bahram): illegal at ply 1, 62: 6/off 6/4: 6/off: bearing off before every checker is home [backgammon]
> tests/data/backgammon/bad/early-bear-off.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/empty-play.mat #1 (anna - bert): illegal at ply 2, 52:: the roll 5-2 allowed a play, but none was made [backgammon]
> tests/data/backgammon/bad/empty-play.mat match 1 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/empty-point.mat #1 (Ayla - Bahram): illegal at ply 1, 52: 12/7 24/22: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?) [backgammon]
> tests/data/backgammon/bad/empty-point.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/gnubg-hypergammon-stopped.mat #1 (gnubg - root): valid, * (unfinished), 0 plies, game 1, score before 0-0 [hypergammon-3]
> tests/data/backgammon/bad/gnubg-hypergammon-stopped.mat match 1 (gnubg - root, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/good.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/good.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/bad/impossible-dice.mat #1 (Ayla - Bahram): illegal at ply 1, 73: 13/6 24/21: '73: 13/6 24/21' is not a backgammon action [backgammon]
> tests/data/backgammon/bad/impossible-dice.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/missing-hit-mark.mat #1 (gnubg - root): valid, 1-0 (drop: root dropped the double: 1 point), 37 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/missing-hit-mark.mat #2 (gnubg - root): valid, 1-0 (resignation: root resigned a single: 4 points), 45 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/bad/missing-hit-mark.mat match 1 (gnubg - root, 3 points): 2 games, final score 5-0, gnubg wins the match
> tests/data/backgammon/bad/not-an-action.mat #1: unreadable: 'zz:' is not an action: a roll (52:), Doubles, Takes, Drops, Beavers, Resigns or Wins
> tests/data/backgammon/bad/take-without-double.mat #1 (Ayla - Bahram): illegal at ply 2, Takes: a take without a double [backgammon]
> tests/data/backgammon/bad/take-without-double.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/too-few-dice.mat #1 (Ayla - Bahram): illegal at ply 1, 52: 13/8: the roll 5-2 allows 2 moves but only 1 was played [backgammon]
> tests/data/backgammon/bad/too-few-dice.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/undecodable-then-empty-point.mat #1 (Ayla - Bahram): illegal at ply 1, 52: 13/8% 24/22: '13/8% 24/22' is not a checker move [backgammon]
> tests/data/backgammon/bad/undecodable-then-empty-point.mat #2 (Ayla - Bahram): illegal at ply 1, 52: 12/7 24/22: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?) [backgammon]
> tests/data/backgammon/bad/undecodable-then-empty-point.mat match 1 (Ayla - Bahram, 3 points): 2 games, final score 0-1, unfinished
> tests/data/backgammon/bad/unknown-play.mat #1 (Ayla - Bahram): illegal at ply 1, 52: ???: the play was not recorded (written ???), and the game goes on: it cannot be followed [backgammon]
> tests/data/backgammon/bad/unknown-play.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/unknown-variant.mat #1 (Ayla - Bahram): unreadable: the record's variant 'takhte-nard-2' is unknown (did you mean takhte-nard? see 'arbiter variants list', or choose one with -V)
> tests/data/backgammon/bad/unknown-variant.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/wrong-doubler.mat #1 (Ayla - Bahram): illegal at ply 7, Doubles => 4: Bahram owns the cube: Ayla may not double [backgammon]
> tests/data/backgammon/bad/wrong-doubler.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/wrong-score.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/wrong-score.mat #2 (Ayla - Bahram): mismatch: the score line says 0-1, but the games before make it 1-0 [backgammon]
> tests/data/backgammon/bad/wrong-score.mat match 1 (Ayla - Bahram, 3 points): 2 games, final score 1-0, unfinished
> tests/data/backgammon/bad/wrong-wins.mat #1 (Ayla - Bahram): mismatch: the record says 2 points, but the game is worth 1 (Bahram dropped the double: 1 point) [backgammon]
> tests/data/backgammon/bad/wrong-wins.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> 23 records: 7 valid, 12 illegal, 2 mismatched, 2 unreadable
! arbiter: tests/data/backgammon/bad/blocked-point.mat:7:6: 24/19: point 19 is held by the opponent
!     1) 65: 24/18 24/19              63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/crawford-double.mat:19:35: no doubling in the Crawford game
!     1) 52: 13/8 24/22               Doubles => 2
!                                     ^
! arbiter: tests/data/backgammon/bad/early-bear-off.mat:7:6: 6/off: bearing off before every checker is home
!     1) 62: 6/off 6/4               63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/empty-play.mat:7:34: the roll 5-2 allowed a play, but none was made
!     1) 31: 8/5 6/5                 52:
!                                    ^
! arbiter: tests/data/backgammon/bad/empty-point.mat:7:6: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?)
!     1) 52: 12/7 24/22              63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/impossible-dice.mat:7:6: '73: 13/6 24/21' is not a backgammon action
!     1) 73: 13/6 24/21              63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/missing-hit-mark.mat:42:6: warning: the play hits 1 checker but marks 0 with *
!    13) 51: 8/3 3/2                31: 25/22 6/5 
!        ^
! arbiter: tests/data/backgammon/bad/not-an-action.mat:5:6: 'zz:' is not an action: a roll (52:), Doubles, Takes, Drops, Beavers, Resigns or Wins
!     1) zz: 13/8
!        ^
! arbiter: tests/data/backgammon/bad/take-without-double.mat:7:35: a take without a double
!     1) 52: 13/8 24/22               Takes
!                                     ^
! arbiter: tests/data/backgammon/bad/too-few-dice.mat:7:6: the roll 5-2 allows 2 moves but only 1 was played
!     1) 52: 13/8                     63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/undecodable-then-empty-point.mat:7:6: '13/8% 24/22' is not a checker move
!     1) 52: 13/8% 24/22             63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/undecodable-then-empty-point.mat:13:6: 12/7: there is no checker on 12 (did you mean 52: 13/8 24/22?)
!     1) 52: 12/7 24/22              63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/unknown-play.mat:7:6: the play was not recorded (written ???), and the game goes on: it cannot be followed
!     1) 52: ???                      63: 24/18 13/10
!        ^
! arbiter: tests/data/backgammon/bad/unknown-variant.mat:6: the record's variant 'takhte-nard-2' is unknown (did you mean takhte-nard? see 'arbiter variants list', or choose one with -V)
! arbiter: tests/data/backgammon/bad/wrong-doubler.mat:10:7: Bahram owns the cube: Ayla may not double
!     4)  Doubles => 4                Drops
!         ^
! arbiter: tests/data/backgammon/bad/wrong-score.mat:12:9: the score line says 0-1, but the games before make it 1-0
!    Ayla : 0                       Bahram : 1
!           ^
! arbiter: tests/data/backgammon/bad/wrong-wins.mat:9:12: the record says 2 points, but the game is worth 1 (Bahram dropped the double: 1 point)
!         Wins 2 points
!              ^
