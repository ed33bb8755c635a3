# OpenSpiel's limit of 200 plies on its own numbers, one game a line (a
# line is played as a run of steps, which stop before the ply that may
# reach the limit and leave it to the ply of every rule): the game that
# reaches it is a draw there, a move after it is refused, and a game one
# ply short goes on. bench/gen's game, converted by arbiter.
$ arbiter validate -V openspiel-nine-mens-morris -n openspiel tests/data/morris/rules/two-hundred-plies-openspiel.txt
? 1
> tests/data/morris/rules/two-hundred-plies-openspiel.txt #1: valid, 1/2-1/2 (game-limit: 200 plies, the longest a game may last), 200 plies [openspiel-nine-mens-morris]
> tests/data/morris/rules/two-hundred-plies-openspiel.txt #2: illegal at ply 201, 590: the game is over: 200 plies, the longest a game may last [openspiel-nine-mens-morris]
> tests/data/morris/rules/two-hundred-plies-openspiel.txt #3: valid, * (unfinished), 199 plies [openspiel-nine-mens-morris]
> 3 records: 2 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/rules/two-hundred-plies-openspiel.txt:2:770: the game is over: 200 plies, the longest a game may last
