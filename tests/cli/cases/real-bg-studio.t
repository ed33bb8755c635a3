# real studio files (tests/data/real/backgammon/studio, see tests/data/real/README.md):
# every game is valid, as GNU Backgammon's move command agrees
$ arbiter validate -q tests/data/real/backgammon/studio/*
? 0
> 16 records: 16 valid, 0 illegal, 0 mismatched, 0 unreadable
