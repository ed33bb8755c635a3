# a Ludii trial that gives winner=, endtype= or numInitialPlacementMoves=
# twice with two values is unreadable, both values said, as a tag twice
# is; the last was taken unsaid, so a second winner= line chose the claim
# (a won game added "winner=1" after "winner=2": a mismatch; the other
# way round, valid). One value twice is one value
$ d=$(mktemp -d); t=tests/data/real/morris/ludii/three-mens-morris-1.trl; sed 's/^winner=2/winner=1\nwinner=2/' $t > $d/winner.trl; sed 's/^endtype=NaturalEnd/endtype=NaturalEnd\nendtype=MoveLimit/' $t > $d/end.trl; sed 's/^winner=2/winner=2\nwinner=2/' $t > $d/same.trl; for f in winner end same; do arbiter validate -q $d/$f.trl 2>&1 | sed "s#$d#DIR#"; echo "exit ${PIPESTATUS[0]}"; done; rm -rf $d
? 0
> DIR/winner.trl #1: unreadable: the trial gives winner= twice, "1" and "2": which one holds cannot be told
> arbiter: DIR/winner.trl:17:1: the trial gives winner= twice, "1" and "2": which one holds cannot be told
>   winner=2
>   ^
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> DIR/end.trl #1: unreadable: the trial gives endtype= twice, "NaturalEnd" and "MoveLimit": which one holds cannot be told
> arbiter: DIR/end.trl:18:1: the trial gives endtype= twice, "NaturalEnd" and "MoveLimit": which one holds cannot be told
>   endtype=MoveLimit
>   ^
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
