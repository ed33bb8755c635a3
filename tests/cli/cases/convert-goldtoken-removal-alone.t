# GoldToken writes a removal made with no move (shah's full board) as its reader reads it: take a7
$ arbiter convert -t goldtoken tests/data/morris/shah-full-board.pgn 2> /dev/null | arbiter validate -V shah -n goldtoken -
? 0
> <stdin> #1: valid, * (unfinished), 27 plies [shah]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
