# "; Set Pos=<XGID board>/<cube>" in a .mat game is a set-up, as gnubg's import reads it: the upper case is the first player, "/0" a centred cube, "/-k" the cube on 2^k with the first player (so the second may not double); a line that is no XG position is said where it stands, never passed over as a comment
$ arbiter validate -
<  7 point match
<
<  Game 1
<  anna : 0                        bert : 0
< ; Set Pos=-b----E-C---eE---c-e----B-/0
<   1) 31: 8/5 6/5                 42: 8/4 6/4
<   2)  Doubles => 2                Drops
<       Wins 1 point
<
<  Game 2
<  anna : 1                        bert : 0
< ; Set Pos=-b----E-C---eE/0
<   1) 31: 8/5 6/5                 42: 8/4 6/4
<
<  Game 3
<  anna : 1                        bert : 0
< ; Set Pos=-b----E-C---eE---c-e----B-/-1
<   1) 31: 8/5 6/5                  Doubles => 4
? 1
> <stdin> #1 (anna - bert): valid, 1-0 (drop: bert dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> <stdin> #2 (anna - bert): illegal at ply 1, Set Pos=-b----E-C---eE/0: 'Set Pos=-b----E-C---eE/0' is no XG position: 26 letters, '/' and the cube after "Set Pos=" [backgammon]
> <stdin> #3 (anna - bert): illegal at ply 2, Doubles => 4: anna owns the cube: bert may not double [backgammon]
> <stdin> match 1 (anna - bert, 7 points): 3 games, final score 1-0, unfinished
> 3 records: 1 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:12:3: 'Set Pos=-b----E-C---eE/0' is no XG position: 26 letters, '/' and the cube after "Set Pos="
!   ; Set Pos=-b----E-C---eE/0
!     ^
! arbiter: <stdin>:18:35: anna owns the cube: bert may not double
!     1) 31: 8/5 6/5                  Doubles => 4
!                                     ^
