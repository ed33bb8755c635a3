# binary garbage
$ arbiter validate tests/data/bad/garbage.bin
? 2
> tests/data/bad/garbage.bin #1: unreadable: binary data (a NUL byte): not a text record
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/garbage.bin:4:104: binary data (a NUL byte): not a text record
