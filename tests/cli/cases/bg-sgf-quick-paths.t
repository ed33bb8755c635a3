# the common SGF move node is read where it lies in its line; a second value
# on the next line still belongs to the same property, a second move of the
# same player (here out of turn). A play that hits and bears off in one
# (SGF marks no hit) is made as the walk and the search make it.
$ arbiter validate tests/data/backgammon/sgf-value-next-line.sgf tests/data/backgammon/sgf-hit-and-bear-off.sgf
? 1
> tests/data/backgammon/sgf-value-next-line.sgf #1 (JoeBlack - SnowWhite): illegal at ply 2, 31xwvu: SnowWhite plays twice in a row: it is JoeBlack's turn to roll [backgammon]
> tests/data/backgammon/sgf-value-next-line.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/sgf-hit-and-bear-off.sgf #1 (White - Black): valid, * (unfinished), 1 ply, game 1, score before 0-0 [backgammon-no-cube]
> tests/data/backgammon/sgf-hit-and-bear-off.sgf match 1 (White - Black, money play): 1 game, final score 0-0
> 2 records: 1 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/sgf-value-next-line.sgf:3:3: SnowWhite plays twice in a row: it is JoeBlack's turn to roll
