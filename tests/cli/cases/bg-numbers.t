# numbers past what a record can mean: read as written, never wrapped round
# to another number or to none; a .mat claim's points past the largest int
# are unreadable, said at them (they were read as 2147483647)
$ arbiter validate tests/data/backgammon/numbers/cube-past-int.mat tests/data/backgammon/numbers/cube-zero.mat tests/data/backgammon/numbers/resign-zero.mat tests/data/backgammon/numbers/wins-past-int.mat tests/data/backgammon/numbers/wins-zero.mat tests/data/backgammon/numbers/zero-points.sgf
? 2
> tests/data/backgammon/numbers/cube-past-int.mat #1 (Ayla - Bahram): illegal at ply 3, Doubles => 4294967298: a double from 1 is to 2, not to a number that large [backgammon]
> tests/data/backgammon/numbers/cube-past-int.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/numbers/cube-zero.mat #1 (Ayla - Bahram): illegal at ply 3, Doubles => 0: a double from 1 is to 2, not 0 [backgammon]
> tests/data/backgammon/numbers/cube-zero.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/numbers/resign-zero.mat #1 (Ayla - Bahram): mismatch: the record says 0 points, but a game is worth one point or more [backgammon]
> tests/data/backgammon/numbers/resign-zero.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/numbers/wins-past-int.mat #1: unreadable: the Wins line's number of points '4294967297' is past 2147483647, the largest number arbiter reads: what it means cannot be told
> tests/data/backgammon/numbers/wins-zero.mat #1 (Ayla - Bahram): mismatch: the record says 0 points, but the game is worth 1 (Bahram dropped the double: 1 point) [backgammon]
> tests/data/backgammon/numbers/wins-zero.mat match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/numbers/zero-points.sgf #1 (Ayla - Bahram): mismatch: RE[W+0] says 0 points, but the game is worth 1 (Bahram dropped the double: 1 point) [backgammon]
> tests/data/backgammon/numbers/zero-points.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> 6 records: 0 valid, 2 illegal, 3 mismatched, 1 unreadable
! arbiter: tests/data/backgammon/numbers/cube-past-int.mat:8:7: a double from 1 is to 2, not to a number that large
!     2)  Doubles => 4294967298                Drops
!         ^
! arbiter: tests/data/backgammon/numbers/cube-zero.mat:8:7: a double from 1 is to 2, not 0
!     2)  Doubles => 0                Drops
!         ^
! arbiter: tests/data/backgammon/numbers/resign-zero.mat:8:12: the record says 0 points, but a game is worth one point or more
!         Wins 0 points
!              ^
! arbiter: tests/data/backgammon/numbers/wins-past-int.mat:9:12: the Wins line's number of points '4294967297' is past 2147483647, the largest number arbiter reads: what it means cannot be told
!         Wins 4294967297 points
!              ^
! arbiter: tests/data/backgammon/numbers/wins-zero.mat:9:12: the record says 0 points, but the game is worth 1 (Bahram dropped the double: 1 point)
!         Wins 0 points
!              ^
! arbiter: tests/data/backgammon/numbers/zero-points.sgf:1:128: RE[W+0] says 0 points, but the game is worth 1 (Bahram dropped the double: 1 point)
