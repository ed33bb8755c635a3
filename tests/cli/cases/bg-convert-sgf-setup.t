# a set-up node goes back to SGF as a node of its own; .mat cannot hold it, and says so
$ arbiter convert -q -t sgf tests/data/backgammon/dialects/sgf-setup.sgf; arbiter convert -t mat tests/data/backgammon/dialects/sgf-setup.sgf
? 1
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:7][game:3][ws:5][bs:4]PW[anna]PB[bert]RU[Crawford]RE[B+2]
> ;AE[a:y]AW[a][a][b][b][c]AB[v][w][w][x][x]CV[2]CP[b]PL[W]
> ;W[21bzaz]
> ;B[double]
> ;W[drop]
> )
! arbiter: tests/data/backgammon/dialects/sgf-setup.sgf #1: not written: arbiter writes no set-up position in .mat (SGF and JSON Lines keep it)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
