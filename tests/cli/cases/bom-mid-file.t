# a UTF-8 byte-order mark at the start of a later line (files joined with
# cat, one saved by an editor that writes the mark) is passed over as on
# the first line: the record after it is read once, tags and all (its tag
# line was movetext of the record before, its mark an invisible token: one
# record read as two, the first illegal; in .mat the match's header made
# the game before it unreadable)
$ arbiter validate tests/data/hostile/bom-joined.pgn tests/data/hostile/bom-joined.mat; arbiter convert -q -t json tests/data/hostile/bom-joined.pgn | grep -o '"Event","[^"]*"'
? 0
> tests/data/hostile/bom-joined.pgn #1 (Ali - Bea): valid, * (unfinished), 2 plies [nine-mens-morris]
> tests/data/hostile/bom-joined.pgn #2 (Bea - Ali): valid, * (unfinished), 2 plies [nine-mens-morris]
> tests/data/hostile/bom-joined.pgn #3 (Ali - Bea): valid, * (unfinished), 2 plies [nine-mens-morris]
> tests/data/hostile/bom-joined.mat #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/bom-joined.mat #2 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 2, score before 1-0 [backgammon]
> tests/data/hostile/bom-joined.mat match 1 (Ayla - Bahram, 3 points): 2 games, final score 2-0, unfinished
> tests/data/hostile/bom-joined.mat #3 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/bom-joined.mat match 2 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
> "Event","round 1"
> "Event","round 2, a file saved with a byte-order mark"
> "Event","round 1"
