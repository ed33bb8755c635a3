# a match file followed by a record in no match: each match reported once
$ arbiter validate tests/data/backgammon/two-matches.mat tests/data/morris/suggest.pgn 2>/dev/null | grep -c ' match '
? 0
> 2
