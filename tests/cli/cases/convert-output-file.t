# -o writes the file whole, then renames it into place
$ d=$(mktemp -d) && arbiter convert -q -t playok -o $d/out.pgn records/morris/three-mens-morris.pgn && ls $d && arbiter validate -q $d/out.pgn | sed "s|$d|DIR|"; rm -rf $d
? 0
> out.pgn
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
