# a roll with no play where one could be made becomes GNU Backgammon's dice
# node, ;PL[W]DI[31], not ;W[31] (which gnubg reads as a dance, the roll
# passed): gnubg-beaver.mat stops just after game 2's opening roll. And
# gnubg writes an opening roll that was not played in the first column
# whoever rolled it: "1) 63:       Wins 1 point" is root's roll, root
# resigning (;PL[B]DI[63], RE[W+1R] in gnubg's SGF). gnubg-opening-resign.*
# are gnubg 1.07.001's (both sides human: `new match 5`, root won the
# opening roll, `resign normal`, `accept`, twice; `export match mat`, `save
# match`); their game 3 is also root's roll, which the .mat cannot tell
# from gnubg's, and is written as the first column's. gnubg loads each SGF
# arbiter writes and exports the same .mat as its own
$ d=tests/data/backgammon/dialects; arbiter convert -q -t sgf $d/gnubg-beaver.mat | grep -o 'game:1.*\|^;PL.*'; arbiter convert -q -t sgf $d/gnubg-opening-resign.mat | grep -o 'RE\[.*\|^;.*'; grep -o 'RE\[[^]]*\]\|^;.*' $d/gnubg-opening-resign.sgf
? 0
> game:1][ws:0][bs:4]PW[gnubg]PB[root]DT[2026-12-07]RU[Jacoby]
> ;PL[W]DI[31]
> RE[W+1R]
> ;PL[B]DI[63]
> RE[W+1R]
> ;PL[B]DI[63]
> ;PL[W]DI[63]
> RE[W+1R]
> ;PL[B]DI[63])
> RE[W+1R]
> ;PL[B]DI[63])
> ;PL[B]DI[63])
