# a record file whose first 600,000 lines are blank is told by its content all the same: in a folder it is read (it was passed over as no record file, exit 0, its illegal record unseen), and named it is read at its own line numbers (it was "not a record file", said at its tag line, exit 2)
$ d=$(mktemp -d); mkdir "$d/in"; { awk 'BEGIN { for (i = 0; i < 600000; i++) print "" }'; printf '[Variant "three-mens-morris"]\n[Result "0-1"]\n\n1. c2 a3 2. b1 zz 3. c3 a1 0-1\n'; } > "$d/in/games.pgn"; arbiter validate -q "$d/in" > "$d/o" 2>&1; echo "folder: exit $?"; arbiter validate "$d/in/games.pgn" > "$d/n" 2>&1; echo "named: exit $?"; sed "s|$d|DIR|" "$d/o" "$d/n"; rm -rf "$d"
? 0
> folder: exit 1
> named: exit 1
> DIR/in/games.pgn #1: illegal at ply 4, zz: 'zz' is not a move in algebraic notation [three-mens-morris]
> arbiter: DIR/in/games.pgn:600004:16: 'zz' is not a move in algebraic notation
>   1. c2 a3 2. b1 zz 3. c3 a1 0-1
>                  ^
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> DIR/in/games.pgn #1: illegal at ply 4, zz: 'zz' is not a move in algebraic notation [three-mens-morris]
> arbiter: DIR/in/games.pgn:600004:16: 'zz' is not a move in algebraic notation
>   1. c2 a3 2. b1 zz 3. c3 a1 0-1
>                  ^
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
