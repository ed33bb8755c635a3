# the same with -j 2
$ arbiter validate -j 2 tests/data/backgammon/match-1pt.mat tests/data/backgammon/bad/not-an-action.mat
? 2
> tests/data/backgammon/match-1pt.mat #1 (gnubg - root): valid, 0-1 (resignation: gnubg resigned a gammon: 2 points), 51 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/match-1pt.mat match 1 (gnubg - root, 1 point): 1 game, final score 0-2, root wins the match
> tests/data/backgammon/bad/not-an-action.mat #1: unreadable: 'zz:' is not an action: a roll (52:), Doubles, Takes, Drops, Beavers, Resigns or Wins
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/backgammon/bad/not-an-action.mat:5:6: 'zz:' is not an action: a roll (52:), Doubles, Takes, Drops, Beavers, Resigns or Wins
!     1) zz: 13/8
!        ^
