# compare says when a record is for another board or game than a rule set:
# three men's morris refereed on the nine men's board; a UTTT record under
# a morris rule set; --json carries it as "foreign"
$ arbiter compare -q --only-diverging -V nine-mens-morris -V three-mens-morris records/morris/three-mens-morris.pgn | head -3; arbiter compare -q -V nine-mens-morris -V uttt-standard records/uttt/club-league.uttt 2>/dev/null | head -3; arbiter compare --json -V nine-mens-morris -V three-mens-morris records/morris/three-mens-morris.pgn | head -1 | grep -o '"foreign":"[^"]*"'
? 0
> records/morris/three-mens-morris.pgn #1 (Lerato - Mehmet): diverges at ply 1
>   nine-mens-morris         illegal    *        unfinished                      0 plies  ply 1, c2: c2 is not a point on this board (the record is for three-mens-morris: board three-diagonal, not nine)
>   three-mens-morris        valid      0-1      line                            6 plies  black made a line
> records/uttt/club-league.uttt #1 (Lina - Omar): diverges at ply 3
>   nine-mens-morris         illegal    *        unfinished                      2 plies  ply 3, g9: g9 is not a point on this board (the record is for uttt-standard, a uttt rule set, not morris)
>   uttt-standard            valid      1-0      line                           69 plies  X has three boards in a line
> "foreign":"the record is for three-mens-morris: board three-diagonal, not nine"
! 3 records, 3 diverging
