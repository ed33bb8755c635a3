# real gnubg files (tests/data/real/backgammon/gnubg, see tests/data/real/README.md):
# every game is valid, as GNU Backgammon's move command agrees
$ arbiter validate -q tests/data/real/backgammon/gnubg/*
? 0
> 27 records: 27 valid, 0 illegal, 0 mismatched, 0 unreadable
