# a line that is not a verdict of validate --json is said, with its place,
# and the status is 2; the good lines still count
$ printf '%s\n' 'hello' '{"status":"valid"}' '{"type":"match"}' '{"status":"lost"}' '' '{"status":"illegal"}' | arbiter summarize
? 2
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1: not a line of 'arbiter validate --json': invalid token near 'hello'
! arbiter: <stdin>:3: not a line of 'arbiter validate --json'
! arbiter: <stdin>:4: not a line of 'arbiter validate --json'
