# SGF of other games (Go, chess): one unreadable record per game tree, naming the game
$ arbiter validate tests/data/backgammon/dialects/sgf-other-games.sgf
? 2
> tests/data/backgammon/dialects/sgf-other-games.sgf #1: unreadable: a game of Go (GM[1]), not backgammon (GM[6])
> tests/data/backgammon/dialects/sgf-other-games.sgf #2: unreadable: a game of chess (GM[3]), not backgammon (GM[6])
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: tests/data/backgammon/dialects/sgf-other-games.sgf:1:12: a game of Go (GM[1]), not backgammon (GM[6])
! arbiter: tests/data/backgammon/dialects/sgf-other-games.sgf:2:12: a game of chess (GM[3]), not backgammon (GM[6])
