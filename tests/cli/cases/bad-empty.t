# an empty file holds no records
$ arbiter validate tests/data/bad/empty.pgn
? 0
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/bad/empty.pgn: warning: no record in this file
