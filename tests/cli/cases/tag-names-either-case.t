# a tag's name is read with its letters in either case: [variant] names the
# rules as [Variant] does (it was passed over, and the game judged under the
# default rule set), [variant] beside a [Variant] of another value is the
# tag given twice, and [Setup "1"] marks a set-up position as [SetUp "1"]
# does; what is written keeps the producer's spelling and reads back alike
$ arbiter validate tests/data/morris/tag-case.pgn; arbiter convert -q -t playok tests/data/morris/tag-case.pgn 2>/dev/null | arbiter validate -q -
? 0
> tests/data/morris/tag-case.pgn #1: valid, 1-0 (line: white made a line), 5 plies [three-mens-morris]
> tests/data/morris/tag-case.pgn #2: unreadable: the record gives [Variant] twice, "three-mens-morris" and "nine-mens-morris": which one holds cannot be told
> tests/data/morris/tag-case.pgn #3: unreadable: the record starts from a set-up position ([SetUp "1"]), which arbiter does not read: played from the start, it would be judged as another game
> 3 records: 1 valid, 0 illegal, 0 mismatched, 2 unreadable
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/tag-case.pgn:7:11: the record gives [Variant] twice, "three-mens-morris" and "nine-mens-morris": which one holds cannot be told
!   [variant "nine-mens-morris"]
!             ^
! arbiter: tests/data/morris/tag-case.pgn:12:1: the record starts from a set-up position ([SetUp "1"]), which arbiter does not read: played from the start, it would be judged as another game
!   [VARIANT "nine-mens-morris"]
!   ^
