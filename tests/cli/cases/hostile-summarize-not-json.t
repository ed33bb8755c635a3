# summarize given what is not validate's output: binary data is said once
# (a device of random bytes was read without end, a line said at a time);
# a file of records stops at its first 20 lines that are not blank, none a
# JSON object (a 3 MB archive gave some 60,000 lines); after verdicts, the
# first 20 other lines are said and the rest counted in the status alone
$ arbiter summarize tests/data/bad/garbage.bin; echo "exit $?"; cat records/morris/*.pgn | arbiter summarize 2>&1 | wc -l; (arbiter validate --json records/morris/three-mens-morris.pgn; for i in $(seq 30); do echo "note $i"; done) | arbiter summarize 2>&1 | tail -n 3
? 0
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 2
> 22
> arbiter: <stdin>:23: not a line of 'arbiter validate --json': invalid token near 'note'
> arbiter: <stdin>:23: ... its further lines that are not verdicts are not said
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/bad/garbage.bin:1: not a line of 'arbiter validate --json': invalid token near '\x15'
! arbiter: tests/data/bad/garbage.bin:2: not a line of 'arbiter validate --json': invalid token near 'i'
! arbiter: tests/data/bad/garbage.bin:3: not a line of 'arbiter validate --json': unable to decode byte 0xed near 'e'
! arbiter: tests/data/bad/garbage.bin:4: binary data (a NUL byte): not the output of 'arbiter validate --json'
! arbiter: tests/data/bad/garbage.bin: no line of it is a JSON object: it is not the output of 'arbiter validate --json' (to referee records, run arbiter validate)
! 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
