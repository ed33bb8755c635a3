# show judges the games of the match before the one shown: game 3 is the
# Crawford game, so its double is refused here as validate refuses it
$ arbiter show --ply 3 --record 3 tests/data/backgammon/bad/crawford-double.mat
? 1
! arbiter: cannot reach ply 3: ply 2 is illegal
! arbiter: tests/data/backgammon/bad/crawford-double.mat:19:35: no doubling in the Crawford game
!     1) 52: 13/8 24/22               Doubles => 2
!                                     ^
