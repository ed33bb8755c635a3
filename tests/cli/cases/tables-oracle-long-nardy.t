# long-nardy-engine's random games of long nardy: all legal, the wall across the opponent's start and last point of game #268 among them (six points on our way round, two runs on the opponent's)
$ arbiter validate -q tests/data/tables/oracle/long-nardy.jsonl
? 0
> 1000 records: 1000 valid, 0 illegal, 0 mismatched, 0 unreadable
