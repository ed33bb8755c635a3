# move lists pasted one after another (the Sanmill app's copied list, with
# no tags and no result token): a move numbered 1. again after a blank line
# starts the next record, where the second list was read as moves of the
# first ("illegal at ply 10, f4: f4 is occupied"); after tags with no
# result token, the first is cut off and the second read; "1..." after a
# blank line (a note over lines) goes on
$ arbiter validate tests/data/morris/pasted-lists.txt tests/data/morris/pasted-after-tags.pgn
? 2
> tests/data/morris/pasted-lists.txt #1: valid, * (unfinished), 9 plies [nine-mens-morris]
> tests/data/morris/pasted-lists.txt #2: valid, * (unfinished), 11 plies [nine-mens-morris]
> tests/data/morris/pasted-after-tags.pgn #1 (Ana - Maria): unreadable: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *): the file was cut off here? [nine-mens-morris]
> tests/data/morris/pasted-after-tags.pgn #2: valid, * (unfinished), 6 plies [nine-mens-morris]
> tests/data/morris/pasted-after-tags.pgn #3: valid, * (unfinished), 4 plies [nine-mens-morris]
> 5 records: 4 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/morris/pasted-after-tags.pgn:5:16: the record stops without its result token (1-0, 0-1, 1/2-1/2 or *): the file was cut off here?
!   1. f4 b4 2. d6 d2
!                  ^
