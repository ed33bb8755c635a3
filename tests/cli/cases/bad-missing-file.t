# a file that does not exist
$ arbiter validate tests/data/bad/no-such-file.pgn
? 2
> tests/data/bad/no-such-file.pgn #1: unreadable: cannot open: No such file or directory
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/no-such-file.pgn: cannot open: No such file or directory
