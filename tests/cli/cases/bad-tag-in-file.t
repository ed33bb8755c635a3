# five tagged records, one with a bad tag (a bare quote in its value) and
# one with a NUL byte in a tag: each of the two is one unreadable record,
# the rest of it (its other tags and movetext) passed over, and the other
# three read; standings scores only those three (the rest of each bad
# record was read as a record of its own, valid, and scored)
$ arbiter validate tests/data/hostile/bad-tag-in-file.pgn; arbiter standings tests/data/hostile/bad-tag-in-file.pgn
? 2
> tests/data/hostile/bad-tag-in-file.pgn #1 (Ann - Bob): valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/hostile/bad-tag-in-file.pgn #2: unreadable: the tag is not closed with ]
> tests/data/hostile/bad-tag-in-file.pgn #3 (Bob - Ann): valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/hostile/bad-tag-in-file.pgn #4: unreadable: binary data (a NUL byte): not a text record
> tests/data/hostile/bad-tag-in-file.pgn #5 (Ann - Bob): valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> 5 records: 3 valid, 0 illegal, 0 mismatched, 2 unreadable
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Bob         3     2      0       1     2
>   2  Ann         3     1      0       2     1
>
> Not scored:
>   tests/data/hostile/bad-tag-in-file.pgn #2: unreadable: the tag is not closed with ]
>   tests/data/hostile/bad-tag-in-file.pgn #4: unreadable: binary data (a NUL byte): not a text record
! arbiter: tests/data/hostile/bad-tag-in-file.pgn:9:15: the tag is not closed with ]
!   [Event "Club "final"]
!                 ^
! arbiter: tests/data/hostile/bad-tag-in-file.pgn:26:12: binary data (a NUL byte): not a text record
