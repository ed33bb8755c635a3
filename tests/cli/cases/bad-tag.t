# a bad tag: that record is unreadable, the rest of it (its other tags and
# its movetext) passed over, and the next one is read
$ arbiter validate tests/data/bad/bad-tag.pgn
? 2
> tests/data/bad/bad-tag.pgn #1: unreadable: the tag value is not closed
> tests/data/bad/bad-tag.pgn #2: valid, * (unfinished), 2 plies [nine-mens-morris]
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/bad-tag.pgn:1:8: the tag value is not closed
!   [Event "a bad tag]
!          ^
