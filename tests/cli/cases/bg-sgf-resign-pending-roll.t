# GNU Backgammon's SGF of a game saved with a resignation offered after a
# roll and not yet answered: the roll written twice, ;PL[B]DI[51] then
# ;B[51], is one roll whose play is not written; the game valid and
# unfinished as gnubg loads it (it was illegal at the roll, "the game goes
# on after it"), and its .mat, converted from it, is gnubg's own .mat but
# for the blanks gnubg pads lines with
$ arbiter validate tests/data/backgammon/dialects/gnubg-resign-pending-rolled.sgf && arbiter convert -q -t mat tests/data/backgammon/dialects/gnubg-resign-pending-rolled.sgf | diff - <(sed 's/ *$//' tests/data/backgammon/dialects/gnubg-resign-pending-rolled.mat; echo) && echo "as gnubg's .mat"
? 0
> tests/data/backgammon/dialects/gnubg-resign-pending-rolled.sgf #1 (gnubg - root): valid, * (unfinished), 5 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/gnubg-resign-pending-rolled.sgf match 1 (gnubg - root, 5 points): 1 game, final score 0-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> as gnubg's .mat
