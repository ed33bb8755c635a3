# a folder instead of a file
$ arbiter validate records/morris
? 2
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: records/morris: is a folder (give the files in it, as records/morris/*.pgn)
