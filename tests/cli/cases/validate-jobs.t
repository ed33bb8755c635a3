# -j: several files at a time, and the report is the same as one at a time,
# in the order the files were given (errors about files included)
$ d=$(mktemp -d); files="records/morris/*.pgn tests/data/backgammon/*.mat tests/data/morris/suggest.pgn nofile"; arbiter validate $files > "$d/one.out" 2> "$d/one.err"; echo "one at a time: $?"; arbiter validate -j 3 $files > "$d/three.out" 2> "$d/three.err"; echo "three at a time: $?"; arbiter validate --json --jobs=2 $files > "$d/json2.out" 2>/dev/null; arbiter validate --json $files > "$d/json1.out" 2>/dev/null; cmp "$d/one.out" "$d/three.out" && cmp "$d/one.err" "$d/three.err" && cmp "$d/json1.out" "$d/json2.out" && echo same; tail -1 "$d/three.out"; rm -rf "$d"
? 0
> one at a time: 2
> three at a time: 2
> same
> 85 records: 83 valid, 1 illegal, 0 mismatched, 1 unreadable
