# a line that is not a verdict of validate --json is said, with its place,
# and the status is 2; the good lines still count
$ v=$(arbiter validate --json records/morris/three-mens-morris.pgn 2>/dev/null | head -1); printf '%s\n' 'hello' "$v" '{"type":"match"}' "$(echo "$v" | sed 's/"valid"/"lost"/; s/"record":1/"record":2/')" '' '{"status":"illegal"}' | arbiter summarize
? 2
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1: not a line of 'arbiter validate --json': invalid token near 'hello'
! arbiter: <stdin>:3: not a line of 'arbiter validate --json': its member 'file' is missing, or of a type or value it never writes
! arbiter: <stdin>:4: not a line of 'arbiter validate --json': its member 'status' is missing, or of a type or value it never writes
! arbiter: <stdin>:6: not a line of 'arbiter validate --json': its member 'file' is missing, or of a type or value it never writes
