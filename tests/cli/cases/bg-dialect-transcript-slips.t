# the cube's words in the singular (and Redoubles), and a lone Wins line in the dropper's column: the rules name the winner, the slip is a warning
$ arbiter validate tests/data/backgammon/dialects/transcript-slips.mat
? 0
> tests/data/backgammon/dialects/transcript-slips.mat #1 (Anna - Bert): valid, 1-0 (drop: Bert dropped the double: 2 points), 6 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/transcript-slips.mat #2 (Anna - Bert): valid, 0-1 (drop: Anna dropped the double: 1 point), 3 plies, game 2, score before 2-0 [backgammon]
> tests/data/backgammon/dialects/transcript-slips.mat match 1 (Anna - Bert, 5 points): 2 games, final score 2-1, unfinished
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/transcript-slips.mat:16:9: warning: the line of the claim stands in the first player's column, but Anna dropped the double: 1 point
!      Wins 1 point
!           ^
