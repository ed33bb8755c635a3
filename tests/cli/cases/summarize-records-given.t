# summarize given records, or a folder, where validate --json's output was due: the last words say what it reads and what referees records
$ head -3 records/morris/three-mens-morris.pgn | arbiter summarize - records/
? 2
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1: not a line of 'arbiter validate --json': invalid token near 'Event'
! arbiter: <stdin>:2: not a line of 'arbiter validate --json': invalid token near 'Site'
! arbiter: <stdin>:3: not a line of 'arbiter validate --json': invalid token near 'Date'
! arbiter: <stdin>: no line of it is a JSON object: it is not the output of 'arbiter validate --json' (to referee records, run arbiter validate)
! arbiter: records/: is a folder: name the files in it
