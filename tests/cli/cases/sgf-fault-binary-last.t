# an SGF fault on the first line, a binary line after it, and a last line
# with no line end: reading on from the fault found the end of the file
# while it still took the last line read for the one it was on, and read
# through a pointer the end had cleared (a crash, found by tests/fuzz/run).
# Both faults are said, each a record of its own
$ arbiter validate tests/data/hostile/sgf-fault-binary-last.sgf
? 2
> tests/data/hostile/sgf-fault-binary-last.sgf #1: unreadable: a property needs a value in brackets
> tests/data/hostile/sgf-fault-binary-last.sgf #2: unreadable: binary data (a NUL byte): not a text record
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: tests/data/hostile/sgf-fault-binary-last.sgf:1:24: a property needs a value in brackets
! arbiter: tests/data/hostile/sgf-fault-binary-last.sgf:2:1: binary data (a NUL byte): not a text record
