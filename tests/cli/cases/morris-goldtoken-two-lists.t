# GoldToken: two lists on a page, each from its row 1 (page text and a line that is no row between them), its words in either case; a move the rows take in shape that the notation refuses, placed at its column
$ arbiter validate tests/data/morris/goldtoken-two-lists.txt
? 1
> tests/data/morris/goldtoken-two-lists.txt #1: valid, * (unfinished), 8 plies [nine-mens-morris]
> tests/data/morris/goldtoken-two-lists.txt #2: illegal at ply 3, Place to b4  ,  take f4: 'Place to b4  ,  take f4' is not a move in GoldToken notation [nine-mens-morris]
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/goldtoken-two-lists.txt:12:4: 'Place to b4  ,  take f4' is not a move in GoldToken notation
