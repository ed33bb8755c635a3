# --json: one object per player, then one per record left out
$ arbiter standings --json records/uttt/club-league.uttt tests/data/uttt/same-first-player.uttt tests/data/backgammon/match-7pt-first-two.mat
? 1
> {"player":"Lina","game":"uttt","unit":"game","games":6,"wins":3,"draws":1,"losses":2,"score":3.5}
> {"player":"Omar","game":"uttt","unit":"game","games":6,"wins":2,"draws":1,"losses":3,"score":2.5}
> {"file":"tests/data/uttt/same-first-player.uttt","record":1,"status":"unfinished","reason":"the game has no result"}
> {"file":"tests/data/uttt/same-first-player.uttt","record":2,"status":"mismatch","reason":"Lina plays first again: under uttt-standard the first player alternates from game to game in a match"}
> {"file":"tests/data/backgammon/match-7pt-first-two.mat","record":null,"status":"unfinished","reason":"match 1 (gnubg - root): stops at 2-1 of 7 points"}
