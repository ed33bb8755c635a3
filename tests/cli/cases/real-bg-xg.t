# real xg files (tests/data/real/backgammon/xg, see tests/data/real/README.md), as GNU Backgammon's move command judges them too
$ arbiter validate -q tests/data/real/backgammon/xg/*
? 0
> 14 records: 14 valid, 0 illegal, 0 mismatched, 0 unreadable
