# a game that cannot be read leaves the next score line to say where its match stands: one fault, one error
$ arbiter validate tests/data/backgammon/dialects/unreadable-resync.mat
? 2
> tests/data/backgammon/dialects/unreadable-resync.mat #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/unreadable-resync.mat #2: unreadable: not a line of a .mat game: expected a numbered line of actions, a score line or "Wins"
> tests/data/backgammon/dialects/unreadable-resync.mat #3 (anna - bert): valid, 0-1 (drop: anna dropped the double: 1 point), 3 plies, game 3, score before 2-1 [backgammon]
> tests/data/backgammon/dialects/unreadable-resync.mat match 1 (anna - bert, 5 points): 2 games, final score 2-2, unfinished
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/backgammon/dialects/unreadable-resync.mat:12:3: not a line of a .mat game: expected a numbered line of actions, a score line or "Wins"
!     what is this line
!     ^
