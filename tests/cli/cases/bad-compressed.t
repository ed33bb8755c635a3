# a compressed file where records were due: the message names its kind and how to read the records in it
$ gzip -cn records/morris/lasker.pgn | arbiter validate -
? 2
> <stdin> #1: unreadable: a gzip file, not text: nothing here is read as records (uncompress it first: zcat FILE | arbiter validate -)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: <stdin>:1:4: a gzip file, not text: nothing here is read as records (uncompress it first: zcat FILE | arbiter validate -)
