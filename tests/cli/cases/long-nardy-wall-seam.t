# long nardy's wall is six points in a row on the opponent's way round:
# our 10 to 16 are its 22 to 24 and 1 to 4, the two ends of its way, so
# they wall nothing in (it was refused, "needs an opposing checker ahead
# of them"; long-nardy-engine, the reference program, allows it), and
# the engine's game #268 is valid with it
$ arbiter validate -V long-nardy tests/data/backgammon/long-nardy/wall-across-seam.mat; arbiter validate -q tests/data/tables/oracle/long-nardy.jsonl
? 0
> tests/data/backgammon/long-nardy/wall-across-seam.mat #1 (anna - bert): valid, * (unfinished), 1 ply, game 1, score before 0-0 [long-nardy]
> tests/data/backgammon/long-nardy/wall-across-seam.mat match 1 (anna - bert, money play): 1 game, final score 0-0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> 1000 records: 1000 valid, 0 illegal, 0 mismatched, 0 unreadable
