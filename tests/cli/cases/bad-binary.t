# binary garbage
$ arbiter validate tests/data/bad/garbage.bin
? 2
> tests/data/bad/garbage.bin #1: unreadable: binary data, not text: nothing here is read as records
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/garbage.bin:1:1: binary data, not text: nothing here is read as records
