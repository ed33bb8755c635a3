# SGF with CRLF line ends, cut off inside a value at a line's end: the
# fault is said at the same line and column as with LF line ends (the CR
# was counted as a column of the line)
$ arbiter validate tests/data/hostile/sgf-cut-crlf.sgf; tr -d '\r' < tests/data/hostile/sgf-cut-crlf.sgf | arbiter validate -
? 2
> tests/data/hostile/sgf-cut-crlf.sgf #1 (A - B): unreadable: a property value is never closed: truncated?
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> <stdin> #1 (A - B): unreadable: a property value is never closed: truncated?
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/hostile/sgf-cut-crlf.sgf:3:10: a property value is never closed: truncated?
! arbiter: <stdin>:3:10: a property value is never closed: truncated?
