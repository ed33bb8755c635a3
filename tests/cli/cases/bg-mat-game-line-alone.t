# a .mat "Game N" line with nothing of a game after it (no score line, no actions) is no game: unreadable, said at that line; the game after it is read, and names the match; a game with its score line and no action is a game not begun, unfinished at 0 plies
$ arbiter validate -
<  3 point match
<
<  Game 1
<
<  Game 2
<  anna : 0                        bert : 0
<
<  Game 3
<  anna : 0                        bert : 0
<   1) 31: 8/5 6/5                 52: 13/8 13/11
<
<  Game 4
? 2
> <stdin> #1: unreadable: a "Game 1" line with nothing of a game after it (no score line, no actions): a game left out, or the file cut off?
> <stdin> #2 (anna - bert): valid, * (unfinished), 0 plies, game 2, score before 0-0 [backgammon]
> <stdin> #3 (anna - bert): valid, * (unfinished), 2 plies, game 3, score before 0-0 [backgammon]
> <stdin> #4: unreadable: a "Game 4" line with nothing of a game after it (no score line, no actions): a game left out, or the file cut off?
> <stdin> match 1 (anna - bert, 3 points): 2 games, final score 0-0, unfinished
> 4 records: 2 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: <stdin>:3:2: a "Game 1" line with nothing of a game after it (no score line, no actions): a game left out, or the file cut off?
!    Game 1
!    ^
! arbiter: <stdin>:12:2: a "Game 4" line with nothing of a game after it (no score line, no actions): a game left out, or the file cut off?
!    Game 4
!    ^
