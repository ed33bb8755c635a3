# a player's score label pasted into the empty cell before the second player's
# first roll (some tournament transcripts): passed over with a warning; a word
# that is neither an action nor a player's score still makes the game unreadable
$ arbiter validate tests/data/backgammon/dialects/transcript-score-in-cell.mat
? 2
> tests/data/backgammon/dialects/transcript-score-in-cell.mat #1 (Anna - Bert): valid, 1-0 (drop: Bert dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/transcript-score-in-cell.mat #2 (Anna - Bert): valid, 0-1 (drop: Anna dropped the double: 1 point), 4 plies, game 2, score before 1-0 [backgammon]
> tests/data/backgammon/dialects/transcript-score-in-cell.mat #3: unreadable: 'Carl' is not an action: a roll (52:), Doubles, Takes, Drops, Beavers, Resigns or Wins
> tests/data/backgammon/dialects/transcript-score-in-cell.mat match 1 (Anna - Bert, 5 points): 2 games, final score 1-1, unfinished
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/backgammon/dialects/transcript-score-in-cell.mat:7:6: warning: 'Anna : 0' is a score, not an action: passed over
!     1) Anna : 0                    31: 8/5 6/5
!        ^
! arbiter: tests/data/backgammon/dialects/transcript-score-in-cell.mat:13:6: warning: 'Anna : 1' is a score, not an action: passed over
!     1) Anna : 1                    31: 8/5 6/5
!        ^
! arbiter: tests/data/backgammon/dialects/transcript-score-in-cell.mat:20:6: 'Carl' is not an action: a roll (52:), Doubles, Takes, Drops, Beavers, Resigns or Wins
!     1) Carl : 0                    31: 8/5 6/5
!        ^
