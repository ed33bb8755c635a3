# real galaxy files (tests/data/real/backgammon/galaxy, see tests/data/real/README.md):
# every game is valid, as GNU Backgammon's move command agrees
$ arbiter validate -q tests/data/real/backgammon/galaxy/*
? 0
> 12 records: 12 valid, 0 illegal, 0 mismatched, 0 unreadable
