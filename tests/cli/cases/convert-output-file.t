# -o writes the file whole, then renames it into place (the status is that
# of the commands, not of the clean-up)
$ d=$(mktemp -d) && arbiter convert -q -t playok -o $d/out.pgn records/morris/three-mens-morris.pgn && ls $d && arbiter validate -q $d/out.pgn > $d/v; s=$?; sed "s|$d|DIR|" $d/v; rm -rf $d; exit $s
? 0
> out.pgn
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
