# a UTF-8 byte-order mark at the start of an SGF file and of a later game
# tree's line (files joined with cat), and at the start of a JSON Lines
# file, of a later line and alone on a line, is passed over as in tagged
# and .mat files: each record read once (in SGF each byte of the mark was
# an unreadable record; the JSON line after it was unreadable)
$ arbiter validate tests/data/hostile/bom-joined.sgf tests/data/hostile/bom-joined.jsonl; arbiter convert -q -t json tests/data/hostile/bom-joined.jsonl | grep -o '"Event","[^"]*"'
? 0
> tests/data/hostile/bom-joined.sgf #1 (Ayla - Bahram): valid, 0-1 (drop: Ayla dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon-no-crawford]
> tests/data/hostile/bom-joined.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-1, unfinished
> tests/data/hostile/bom-joined.sgf #2 (Cem - Deniz): valid, 0-1 (drop: Cem dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon-no-crawford]
> tests/data/hostile/bom-joined.sgf match 2 (Cem - Deniz, 3 points): 1 game, final score 0-1, unfinished
> tests/data/hostile/bom-joined.sgf #3 (Ayla - Bahram): valid, 0-1 (drop: Ayla dropped the double: 1 point), 3 plies, game 1, score before 0-0 [backgammon-no-crawford]
> tests/data/hostile/bom-joined.sgf match 3 (Ayla - Bahram, 3 points): 1 game, final score 0-1, unfinished
> tests/data/hostile/bom-joined.jsonl #1 (Ali - Bea): valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/hostile/bom-joined.jsonl #2 (Ali - Bea): valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> tests/data/hostile/bom-joined.jsonl #3 (Ali - Bea): valid, 0-1 (line: black made a line), 6 plies [three-mens-morris]
> 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
> "Event","round 1"
> "Event","round 2, a file saved with a byte-order mark"
> "Event","round 1"
