# a game of a match with its score but no players' names (a library's caller restarting a match at 6-3) goes to .mat with a score line that leaves the names out, and reads back at 6-3 (no score line was written, and it read back as an opening game at 0-0)
$ arbiter convert -t mat - 2> /dev/null | tee /dev/stderr | arbiter validate -
< {"game":"backgammon","variant":"backgammon","notation":"mat","tags":[["Variant","backgammon"],["Match","1"],["Length","7"],["Game","4"],["ScoreWhite","6"],["ScoreBlack","3"],["Result","1-0"],["Points","1"]],"movetext":[["move","31: 8/5 6/5",0],["move","45: 13/8 8/4",1]]}
? 0
> <stdin> #1 ( - ): valid, 1-0 (resignation: the second player resigned a single: 1 point), 2 plies, game 4, score before 6-3 [backgammon]
> <stdin> match 1 ( - , 7 points): 1 game, final score 7-3,  wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! 
!  7 point match
! 
!  Game 4
!   : 6                            : 3
!   1) 31: 8/5 6/5                 45: 13/8 8/4
!       Wins 1 point
