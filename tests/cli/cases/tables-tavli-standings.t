# the Tavli matches in the standings: a match is one match, whatever its games
$ arbiter standings tests/data/tables/tavli-matches.jsonl
? 0
>   #  Player         Matches  Wins  Draws  Losses  Score  Points
>   1  olympus-white       40    25      0      15    25      162
>   2  olympus-black       40    15      0      25    15      137
