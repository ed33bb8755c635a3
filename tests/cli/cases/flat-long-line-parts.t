# a line of moves of 1.2 MB and its JSON form, each read a part at a time and
# refereed in windows: the illegal move near the end at its own column (JSON
# items are at column 1), "did you mean" found by playing the moves again; the
# same with -j 2; then a line with a NUL byte near its end, no record
$ m() { awk -v json="$1" -v tail="$2" 'BEGIN { n = split("a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3", p, " "); split("b6-b4 d2-d1 b4-b6 d1-d2", c, " "); if (json) printf "{\"variant\":\"classic\",\"notation\":\"algebraic\",\"tags\":[],\"movetext\":["; for (i = 0; i < 200000; i++) { x = i == 199990 ? "a1-a7" : i < n ? p[i + 1] : c[(i - n) % 4 + 1]; printf json ? "%s[\"move\",\"%s\"]" : "%s%s", i && json ? "," : i ? " " : "", x }; print json ? "]}" : tail }'; }; for j in 1 2; do m "" " *" | arbiter validate -j $j -n algebraic -V classic -; m 1 "" | arbiter validate -j $j -; done; m "" " * b6 x" | tr x '\0' | arbiter validate -n algebraic -V classic -
? 2
> <stdin> #1: illegal at ply 199991, a1-a7: a1 is empty [classic]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 199991, a1-a7: a1 is empty [classic]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 199991, a1-a7: a1 is empty [classic]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 199991, a1-a7: a1 is empty [classic]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: unreadable: binary data, not text: nothing here is read as records
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: <stdin>:1:1199887: a1 is empty
! arbiter: <stdin>:1:3399851: a1 is empty
! arbiter: <stdin>:1:1199887: a1 is empty
! arbiter: <stdin>:1:3399851: a1 is empty
! arbiter: <stdin>:1:1199952: binary data, not text: nothing here is read as records
