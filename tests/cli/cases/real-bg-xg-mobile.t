# real xg-mobile files (tests/data/real/backgammon/xg-mobile, see tests/data/real/README.md), as GNU Backgammon's move command judges them too
$ arbiter validate -q tests/data/real/backgammon/xg-mobile/*
? 0
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
