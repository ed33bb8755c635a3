# JSON records over lines, as jq prints them, are read as JSON Lines are:
# before, each line of the object was an unreadable record of its own
$ arbiter validate tests/data/json/morris-pretty.json
? 0
> tests/data/json/morris-pretty.json #1 (Mina - Mehmet): valid, 1/2-1/2 (move-limit: 100 plies without a removal), 165 plies [nine-mens-morris]
> tests/data/json/morris-pretty.json #2 (Mina - Thabo): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 125 plies [nine-mens-morris]
> tests/data/json/morris-pretty.json #3 (Eva - Jan): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 72 plies [nine-mens-morris]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
