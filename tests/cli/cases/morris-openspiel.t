# OpenSpiel's action numbers: the three games there and back give the same game
$ diff <(arbiter convert -q -t openspiel records/morris/nine-mens-morris.pgn 2>/dev/null | arbiter convert -q -n openspiel -t algebraic - 2>/dev/null) <(arbiter convert -q -t algebraic records/morris/nine-mens-morris.pgn 2>/dev/null) && echo the same games
? 0
> the same games
