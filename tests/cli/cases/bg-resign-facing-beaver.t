# a resignation facing a beaver is worth the cube the beaver took (2 here), as the drop is: 2 points valid, 1 a mismatch (it was scored 1, half the drop)
$ arbiter validate -V backgammon-money -
< 
<  0 point match
< 
<  Game 1
<   1) 52: 13/8 13/11               Doubles => 2
<   2)  Beavers => 4                Resigns
<       Wins 2 points
< 
< 
<  0 point match
< 
<  Game 1
<   1) 52: 13/8 13/11               Doubles => 2
<   2)  Beavers => 4                Resigns
<       Wins 1 point
< 
? 1
> <stdin> #1: valid, 1-0 (resignation: the second player resigned a single: 2 points), 3 plies, game 1, score before 0-0 [backgammon-money]
> <stdin> match 1 (? - ?, money play): 1 game, final score 2-0
> <stdin> #2: mismatch: 1 point is no resignation with the cube on 2 (2, 4 or 6) [backgammon-money]
> <stdin> match 2 (? - ?, money play): 1 game, final score 0-0
> 2 records: 1 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:15:12: 1 point is no resignation with the cube on 2 (2, 4 or 6)
!         Wins 1 point
!              ^
