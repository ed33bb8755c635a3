# a folder instead of a file
$ arbiter validate records/morris
? 2
> records/morris #1: unreadable: is a folder (give the files in it, as records/morris/*.pgn)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: records/morris: is a folder (give the files in it, as records/morris/*.pgn)
