# the table of a UTTT league: Lina won 3 (two as X, one as O), drew 1, lost 2;
# a game without a result and a game with the wrong first player are left out
$ arbiter standings records/uttt/club-league.uttt tests/data/uttt/same-first-player.uttt
? 1
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Lina        6     3      1       2     3½
>   2  Omar        6     2      1       3     2½
>
> Not scored:
>   tests/data/uttt/same-first-player.uttt #1: unfinished: the game has no result
>   tests/data/uttt/same-first-player.uttt #2: mismatch: Lina plays first again: under uttt-standard the first player alternates from game to game in a match
