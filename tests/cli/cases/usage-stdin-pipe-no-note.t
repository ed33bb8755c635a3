# no file named and standard input not a terminal: records are read from it without a note
$ arbiter validate -q < records/morris/three-mens-morris.pgn
? 0
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
