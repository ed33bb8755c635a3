# summarize checks every member it reads, type and range, as validate
# writes them: a line validate never writes (a key twice, a record -7,
# plies a string, a member missing, a match with no players or a score of
# strings) is said with its place and the status is 2, not counted
$ v=$(arbiter validate --json records/morris/three-mens-morris.pgn 2>/dev/null | head -1); m=$(arbiter validate --json records/backgammon/gnubg-7-point-match.mat 2>/dev/null | tail -1); printf '%s\n' "${v%\}},\"status\":\"illegal\"}" "$(echo "$v" | sed 's/"record":1/"record":-7/')" "$(echo "$v" | sed 's/"plies":6/"plies":"many"/')" "$(echo "$v" | sed 's/"game":"morris",//')" "$(echo "$v" | sed 's/"variant":"three-mens-morris"/"variant":42/')" "$(echo "$m" | sed 's/\["gnubg","root"\]/[]/')" "$(echo "$m" | sed 's/\[2,9\]/[1e308,"x"]/')" "$(echo "$m" | sed 's/"length":7/"length":-2/')" '[1]' "$(echo "$v" | sed 's/{/{"type":"verdict",/')" "$v" | arbiter summarize
? 2
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1: not a line of 'arbiter validate --json': duplicate object key near '"status"'
! arbiter: <stdin>:2: not a line of 'arbiter validate --json': its member 'record' is missing, or of a type or value it never writes
! arbiter: <stdin>:3: not a line of 'arbiter validate --json': its member 'plies' is missing, or of a type or value it never writes
! arbiter: <stdin>:4: not a line of 'arbiter validate --json': its member 'game' is missing, or of a type or value it never writes
! arbiter: <stdin>:5: not a line of 'arbiter validate --json': its member 'variant' is missing, or of a type or value it never writes
! arbiter: <stdin>:6: not a line of 'arbiter validate --json': its member 'players' is missing, or of a type or value it never writes
! arbiter: <stdin>:7: not a line of 'arbiter validate --json': its member 'final_score' is missing, or of a type or value it never writes
! arbiter: <stdin>:8: not a line of 'arbiter validate --json': its member 'length' is missing, or of a type or value it never writes
! arbiter: <stdin>:9: not a line of 'arbiter validate --json': not an object
! arbiter: <stdin>:10: not a line of 'arbiter validate --json': a 'type' that is not "match"
