# a .mat header that gives [Variation] twice with two values is unreadable,
# both values said, as [CubeLimit] twice is; the last was taken unsaid, so
# a line added above a backgammon match's header had it judged as
# nackgammon (illegal), and one added below judged it as backgammon. One
# value twice is one value
$ d=$(mktemp -d); m=records/backgammon/gnubg-5-point-match.mat; { echo '; [Variation "Backgammon"]'; echo '; [Variation "Nackgammon"]'; cat $m; } > $d/two.mat; { echo '; [Variation "Backgammon"]'; echo '; [Variation "Backgammon"]'; cat $m; } > $d/same.mat; for f in two same; do arbiter validate -q $d/$f.mat 2>&1 | sed "s#$d#DIR#"; echo "exit ${PIPESTATUS[0]}"; done; rm -rf $d
? 0
> DIR/two.mat #1 (gnubg - root): unreadable: the record gives [Variation] twice, "Backgammon" and "Nackgammon": which one holds cannot be told
> arbiter: DIR/two.mat:7: the record gives [Variation] twice, "Backgammon" and "Nackgammon": which one holds cannot be told
> DIR/two.mat #2 (gnubg - root): unreadable: the record gives [Variation] twice, "Backgammon" and "Nackgammon": which one holds cannot be told
> arbiter: DIR/two.mat:23: the record gives [Variation] twice, "Backgammon" and "Nackgammon": which one holds cannot be told
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> exit 2
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
