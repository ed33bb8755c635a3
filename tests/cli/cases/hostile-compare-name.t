# compare shows a rule set's name with its line break escaped in the table's head and its pairs, as in its verdict lines: it went out raw, and broke the table's lines (a column's head on two lines, the second a forged line)
$ arbiter compare -V tests/data/hostile/name-line-break.yaml -V three-mens-morris records/morris/three-mens-morris.pgn | grep -e forged -e 'variant: OK'
? 0
>                        forged\nhq.yaml: nine-mens-morris, a morris variant: OK three-mens-morris
>   forged\nhq.yaml: nine-mens-morris, a morris variant: OK / three-mens-morris: 0
