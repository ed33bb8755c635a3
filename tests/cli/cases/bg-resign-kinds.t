# "Resign normal", "Resign gammon", "Resign backgammon" (and a bare "Resign"), as tournament transcripts write a resignation (pipandlove/bg-db lists them from its collection; gnubg's import passes over such a line and scores the Wins line): a resignation of that kind, whose claim must be what it is worth with the cube as it stands; a gammon resigned and claimed as 1 point in a match is a mismatch
$ arbiter validate -
< ; [Event "resignations with what they give up, as tournament transcripts write them"]
<
<  15 point match
<
<  Game 1
<  anna : 0                        bert : 0
<   1) 31: 8/5 6/5                 42: 8/4 6/4
<   2) 63: 24/18 13/10             Resign normal
<       Wins 1 point
<
<  Game 2
<  anna : 1                        bert : 0
<   1) 31: 8/5 6/5                 42: 8/4 6/4
<   2) 63: 24/18 13/10             Resign gammon
<       Wins 2 points
<
<  Game 3
<  anna : 3                        bert : 0
<   1) 31: 8/5 6/5                 42: 8/4 6/4
<   2)  Doubles => 2                Takes
<   3) 63: 24/18 13/10             Resign backgammon
<       Wins 6 points
<
<  Game 4
<  anna : 9                        bert : 0
<   1) 31: 8/5 6/5                 42: 8/4 6/4
<   2) Resign                     
<                                   Wins 1 point
<
<  Game 5
<  anna : 9                        bert : 1
<   1) 31: 8/5 6/5                 42: 8/4 6/4
<   2) 63: 24/18 13/10             Resign gammon
<       Wins 1 point
? 1
> <stdin> #1 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> <stdin> #2 (anna - bert): valid, 1-0 (resignation: bert resigned a gammon: 2 points), 3 plies, game 2, score before 1-0 [backgammon]
> <stdin> #3 (anna - bert): valid, 1-0 (resignation: bert resigned a backgammon: 6 points), 5 plies, game 3, score before 3-0 [backgammon]
> <stdin> #4 (anna - bert): valid, 0-1 (resignation: anna resigned a single: 1 point), 2 plies, game 4, score before 9-0 [backgammon]
> <stdin> #5 (anna - bert): mismatch: bert resigned a gammon, worth 2 with the cube on 1, but the record says 1 [backgammon]
> <stdin> match 1 (anna - bert, 15 points): 5 games, final score 9-1, unfinished
> 5 records: 4 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:34:12: bert resigned a gammon, worth 2 with the cube on 1, but the record says 1
!         Wins 1 point
!              ^
