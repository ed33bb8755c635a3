# the root's game information other than DT, EV, PC and RO (an annotator,
# a game's name, ranks, a source) is a header of its own, written back as
# the same property and in .mat as a header; the root's C and GC are the
# game's first comments. Each was dropped with no word, SGF to SGF too
# (the SGF written, then it written as .mat)
$ d=$(mktemp -d); arbiter convert -q -n sgf -t sgf - > $d/a.sgf; cat $d/a.sgf; arbiter convert -q -t mat $d/a.sgf 2>&1 | sed "s|$d|DIR|"; rm -rf $d
< (;FF[4]GM[6]CA[UTF-8]MI[length:3][game:0][ws:0][bs:0]PW[Ann]PB[Bob]AN[Cleo]GN[final, game 1]WR[1850]SO[club \] book]C[root note]GC[game note]
< ;W[51xwmh]
< ;B[61lrqr]
< )
? 0
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:3][game:0][ws:0][bs:0]PW[Ann]PB[Bob]AN[Cleo]GN[final, game 1]WR[1850]SO[club \] book]
> C[root note]
> C[game note]
> ;W[51xwmh]
> ;B[61lrqr]
> )
> arbiter: DIR/a.sgf #1: warning: the .mat format drops its comments
> ; [Annotator "Cleo"]
> ; [GameName "final, game 1"]
> ; [WhiteRank "1850"]
> ; [Source "club ] book"]
> ; [Variant "backgammon-no-crawford"]
>
>  3 point match
>
>  Game 1
>  Ann : 0                        Bob : 0
>   1) 51: 24/23 13/8              61: 13/7 8/7
