# real javafibs files (tests/data/real/backgammon/javafibs, see tests/data/real/README.md), as GNU Backgammon's move command judges them too
$ arbiter validate -q tests/data/real/backgammon/javafibs/*
? 0
> 9 records: 9 valid, 0 illegal, 0 mismatched, 0 unreadable
