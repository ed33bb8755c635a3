# a record given twice (the same file and record number: one output read
# twice, parts that overlap) is said and counted once, its match line
# printed once, and the status is 2; the parts of a run, each once, fold
# into what the run prints
$ d=$(mktemp -d); arbiter validate --json --part=1/2 records/backgammon tests/data/morris/illegal.pgn > $d/1 2>/dev/null; arbiter validate --json --part=2/2 records/backgammon tests/data/morris/illegal.pgn > $d/2 2>/dev/null; arbiter validate records/backgammon tests/data/morris/illegal.pgn 2>/dev/null | tail -1; arbiter summarize $d/2 $d/1 > $d/out; echo "status $?"; tail -1 $d/out; arbiter summarize $d/1 $d/2 $d/1 > $d/again 2> $d/said; echo "status $?"; tail -1 $d/again; grep -c 'given again, counted once$' $d/said; grep -c ' match ' $d/again; arbiter summarize $d/1 $d/2 | grep -c ' match '; rm -r $d
? 0
> 27 records: 8 valid, 19 illegal, 0 mismatched, 0 unreadable
> status 1
> 27 records: 8 valid, 19 illegal, 0 mismatched, 0 unreadable
> status 2
> 27 records: 8 valid, 19 illegal, 0 mismatched, 0 unreadable
> 11
> 3
> 3
