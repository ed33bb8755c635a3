# an SGF root that gives a property deciding the verdict twice with two
# values (RE twice or with two values, RU twice, a member of MI twice) is
# unreadable, both values said, as a tag twice is; the last was taken
# unsaid, so a second claim made a mismatched game valid and a second RU
# judged it under other rules (no cube: illegal at the double). One value
# given twice is one value, and the rest of the file is read
$ d=$(mktemp -d); s=tests/data/backgammon/match-3pt.sgf; sed '1s/RE\[W+1\]/RE[B+1]RE[W+1]/' $s > $d/re.sgf; sed '1s/RE\[W+1\]/RE[B+1][W+1]/' $s > $d/values.sgf; sed '1s/RU\[Crawford\]/RU[Crawford]RU[NoCube]/' $s > $d/ru.sgf; sed '1s/MI\[length:3\]/MI[length:3][length:5]/' $s > $d/mi.sgf; sed '1s/RE\[W+1\]/RE[W+1]RE[W+1]/' $s > $d/same.sgf; for f in re values ru mi same; do arbiter validate -q $d/$f.sgf 2>&1 | sed "s#$d#DIR#"; echo "exit ${PIPESTATUS[0]}"; done; rm -rf $d
? 0
> DIR/re.sgf #1 (gnubg - root): unreadable: the record gives RE twice, "B+1" and "W+1": which one holds cannot be told
> arbiter: DIR/re.sgf:1:137: the record gives RE twice, "B+1" and "W+1": which one holds cannot be told
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> DIR/values.sgf #1 (gnubg - root): unreadable: the record gives RE twice, "B+1" and "W+1": which one holds cannot be told
> arbiter: DIR/values.sgf:1:135: the record gives RE twice, "B+1" and "W+1": which one holds cannot be told
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> DIR/ru.sgf #1 (gnubg - root): unreadable: the record gives RU twice, "Crawford" and "NoCube": which one holds cannot be told
> arbiter: DIR/ru.sgf:1:133: the record gives RU twice, "Crawford" and "NoCube": which one holds cannot be told
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> DIR/mi.sgf #1: unreadable: the record gives MI[length] twice, "length:3" and "length:5": which one holds cannot be told
> arbiter: DIR/mi.sgf:1:70: the record gives MI[length] twice, "length:3" and "length:5": which one holds cannot be told
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
