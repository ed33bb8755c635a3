# a tagged record whose result is its 65,536th element (43,690 plies and
# their move numbers), notes after it: the window taken as the notes are
# read leaves the result last, and the record is judged (this crashed)
$ { printf '[Event "long"]\n[Variant "classic"]\n\n'; awk 'BEGIN { n = split("a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3", p, " "); split("b6-b4 d2-d1 b4-b6 d1-d2", c, " "); for (i = 0; i < 43690; i++) { if (i % 2 == 0) printf "%d. ", i / 2 + 1; printf "%s%s", i < n ? p[i + 1] : c[(i - n) % 4 + 1], i % 12 == 11 ? "\n" : " " }; print "* {a} {b}" }'; } | arbiter validate -
? 0
> <stdin> #1: valid, * (unfinished), 43690 plies [classic]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
