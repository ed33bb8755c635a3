# a report of very many illegal records (a hostile archive of tiny ones):
# the first 1,000 get a board, the rest are in the table of verdicts with
# none, and the page says so (every record had a picture of some 7 kB, and
# the page was held whole in memory: a megabyte of records took 140 MB);
# the verdicts' rows go to the page all the same, one a record
$ d=$(mktemp -d) && for i in $(seq 1200); do printf '[White "a"]\n[Black "b"]\n\n1. d2 d2 *\n\n'; done > "$d/ill.pgn" && { arbiter report -o "$d/r.html" "$d/ill.pgn"; echo "exit $?"; grep -c '<section class="board"' "$d/r.html"; grep -c '<tr class="illegal">' "$d/r.html"; grep -o 'The boards of the first[^<]*' "$d/r.html"; rm -r "$d"; }
? 0
> exit 1
> 1000
> 1200
> The boards of the first 1000 illegal records; the 200 after them are in the table above, with no board.
