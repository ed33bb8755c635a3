# a file that does not exist
$ arbiter validate tests/data/bad/no-such-file.pgn
? 2
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/bad/no-such-file.pgn: cannot open: No such file or directory
