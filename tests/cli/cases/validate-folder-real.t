# a folder of real archives, read through: files that are no records (a README) are skipped with a note; matches end with their files
$ arbiter validate -q tests/data/real
? 0
> 35 records: 35 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/real/README.md: skipped: not a record file (name it to read it anyway)
