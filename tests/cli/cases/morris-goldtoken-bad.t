# GoldToken's lists: a point off the board, a slide from an empty point
$ arbiter validate -
< 1	Place to d7	Place to h9
< 1	Place to d7	Place to d6
< 2	g7 -> g4	Place to a1
? 1
> <stdin> #1: illegal at ply 2, Place to h9: h9 is not a point on this board [nine-mens-morris]
> <stdin> #2: illegal at ply 3, g7 -> g4: white still has 8 pieces in hand and must place [nine-mens-morris]
> 2 records: 0 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:15: h9 is not a point on this board
! arbiter: <stdin>:3:3: white still has 8 pieces in hand and must place
