# summarize reading a file its standard output appends to (summarize v.json
# >> v.json, or on standard input < v.json >> v.json): refused, as validate
# refuses its own, with status 2 (the summary was read from the file and
# appended to it, status 0: the next summarize of it failed on that line)
$ t=$(mktemp -d) && arbiter validate --json records/morris/lasker.pgn > $t/v.json && cd $t && arbiter summarize v.json >> v.json; echo $?; arbiter summarize - < v.json >> v.json; echo $?; cat v.json | grep -vc '^{'; cd / && rm -rf $t
? 0
> 2
> 2
> 2
! 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: v.json: standard output writes to this file: it would read what it writes (write the output elsewhere)
! arbiter: <stdin>: standard output writes to this file: it would read what it writes (write the output elsewhere)
