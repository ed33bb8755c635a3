# convert --keep-invalid -t sgf of a .mat whose illegal action is
# DailyGammon's position line ("52: Illegal play (1;2)", no player's
# action): the line is kept in a set-up property, escaped, and read back
# the record is illegal at the same ply (the line was written as a bare
# node, which does not parse: unreadable). A tagged record names no move's
# player, which SGF writes with each move: it is not written, said (its
# moves were bare nodes, unreadable)
$ arbiter convert -q --keep-invalid -t sgf tests/data/hostile/mat-illegal-play-line.mat 2>/dev/null | grep -v "^(;"; arbiter convert -q --keep-invalid -t sgf tests/data/hostile/mat-illegal-play-line.mat 2>/dev/null | arbiter validate -; arbiter convert -t sgf tests/data/hostile/tagged-backgammon.pgn
? 1
> ;W[31hefe]
> ;B[42qusu]
> ;AE[52: Illegal play (1;2)]
> ;B[double]
> )
> <stdin> #1 (A - B): illegal at ply 3, AE[52: Illegal play (1;2)]: '52: Illegal play (1;2)' is no point list (a to y) [backgammon]
> <stdin> match 1 (A - B, 3 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:4:3: '52: Illegal play (1;2)' is no point list (a to y)
! arbiter: tests/data/hostile/tagged-backgammon.pgn #1: not written: SGF writes each move with its player (B or W), and the record names no move's player
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
