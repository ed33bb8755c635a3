# a tag that decides the verdict given twice with two values: which one a
# reader obeys depends on the reader, so the record is unreadable, both values
# said; the same value twice is one value
$ arbiter validate tests/data/hostile/tag-twice.pgn
? 2
> tests/data/hostile/tag-twice.pgn #1 (Ali - Bob): unreadable: the record gives [Result] twice, "0-1" and "1-0": which one holds cannot be told
> tests/data/hostile/tag-twice.pgn #2 (Ali - Bob): valid, * (unfinished), 2 plies [nine-mens-morris]
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/hostile/tag-twice.pgn:5:10: the record gives [Result] twice, "0-1" and "1-0": which one holds cannot be told
!   [Result "1-0"]
!            ^
