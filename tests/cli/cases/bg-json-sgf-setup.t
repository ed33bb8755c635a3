# JSON Lines keep an SGF set-up: converted to JSON and back to SGF, the same game
$ arbiter convert -q -t json tests/data/backgammon/dialects/sgf-setup.sgf | arbiter convert -q -t sgf -
? 0
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:7][game:3][ws:5][bs:4]PW[anna]PB[bert]RU[Crawford]RE[B+2]
> ;AE[a:y]AW[a][a][b][b][c]AB[v][w][w][x][x]CV[2]CP[b]PL[W]
> ;W[21bzaz]
> ;B[double]
> ;W[drop]
> )
