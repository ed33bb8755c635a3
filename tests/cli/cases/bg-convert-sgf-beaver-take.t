# .mat to SGF writes the take after a beaver, and after a raccoon on it, as
# GNU Backgammon's SGF has it: .mat leaves it out (the roll takes it), and
# gnubg read the SGF without it as the beaver not taken (a game won on 8
# loaded as won on 4, the roller's plays put in the other column).
# gnubg-beaver.mat and .sgf are gnubg 1.07.001's (both sides human, its
# hinted plays: `new session`, `double`, `beaver`, `take`, later `resign
# normal`/`accept`; `export match mat`, `save match`); gnubg-raccoon.* are
# described in the dialects' README. The cube nodes are gnubg's own; gnubg
# loads what arbiter writes with the same cube and exports the same .mat
$ t=$(mktemp); for f in beaver raccoon; do d=tests/data/backgammon/dialects/gnubg-$f; arbiter convert -q -t sgf $d.mat | grep "^;[WB]\\[[a-z]" > $t; cat $t; grep -o "^;[WB]\\[[a-z]*\\]" $d.sgf | diff $t - && echo as gnubg writes it; done; rm $t
? 0
> ;B[double]
> ;W[double]
> ;B[take]
> as gnubg writes it
> ;W[double]
> ;B[double]
> ;W[double]
> ;B[take]
> ;B[double]
> ;W[drop]
> as gnubg writes it
