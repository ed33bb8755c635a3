# the Sanmill engine's squares before 2025: there and back gives the same games
$ diff <(arbiter convert -q -t sanmill-old records/morris/nine-mens-morris.pgn 2>/dev/null | arbiter convert -q -n sanmill-old -t algebraic - 2>/dev/null) <(arbiter convert -q -t algebraic records/morris/nine-mens-morris.pgn 2>/dev/null) && echo the same games
? 0
> the same games
