# real raccoon files (tests/data/real/backgammon/raccoon, see tests/data/real/README.md): a bot's cubeless money sessions against GNU Backgammon, whose rule tags ([CubeLimit "1"], [Jacoby "Off"]) make a gammon worth 2
$ arbiter validate -q tests/data/real/backgammon/raccoon/*
? 0
> 165 records: 165 valid, 0 illegal, 0 mismatched, 0 unreadable
