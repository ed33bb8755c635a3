# a double written with the cube's value before it (Doubles => 2 with the cube
# on 2, as some tournament transcripts write a redouble; Doubles => 1 from the
# centre): said, and judged as the double it is; any other value is illegal
$ arbiter validate tests/data/backgammon/dialects/transcript-old-value.mat
? 1
> tests/data/backgammon/dialects/transcript-old-value.mat #1 (Anna - Bert): valid, 1-0 (drop: Bert dropped the double: 4 points), 9 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/transcript-old-value.mat #2 (Anna - Bert): valid, 1-0 (drop: Bert dropped the double: 1 point), 3 plies, game 2, score before 4-0 [backgammon]
> tests/data/backgammon/dialects/transcript-old-value.mat #3 (Anna - Bert): illegal at ply 2, Doubles => 4: a double from 1 is to 2, not 4 [backgammon]
> tests/data/backgammon/dialects/transcript-old-value.mat match 1 (Anna - Bert, 9 points): 3 games, final score 5-0, unfinished
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat:9:34: warning: a double from 2 is to 4: the 2 written is the cube's value before it
!     3) 21: 13/11 6/5               Doubles => 2
!                                    ^
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat:17:7: warning: a double from 1 is to 2: the 1 written is the cube's value before it
!     2)  Doubles => 1               Drops
!         ^
! arbiter: tests/data/backgammon/dialects/transcript-old-value.mat:23:7: a double from 1 is to 2, not 4
!     2)  Doubles => 4               Drops
!         ^
