# real gibbon files (tests/data/real/backgammon/gibbon, see tests/data/real/README.md), as GNU Backgammon's move command judges them too
$ arbiter validate -q tests/data/real/backgammon/gibbon/*
? 0
> 10 records: 10 valid, 0 illegal, 0 mismatched, 0 unreadable
