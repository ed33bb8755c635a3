# a record without player names is scored as no one, never as a player called ?
$ arbiter standings tests/data/uttt/no-names.uttt
? 0
>   #  Player  Games  Wins  Draws  Losses  Score
>   1  Omar        1     1      0       0     1
>   2  Lina        1     0      0       1     0
>
> Not scored:
>   tests/data/uttt/no-names.uttt #1: not scored: no player names
