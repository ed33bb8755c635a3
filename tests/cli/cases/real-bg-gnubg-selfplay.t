# GNU Backgammon playing itself, exported as .mat and SGF (tests/data/real/backgammon/gnubg-selfplay): money sessions with and without the Jacoby rule (no rule tags), nackgammon, a hypergammon match whose games were given up before their first play
$ arbiter validate -q tests/data/real/backgammon/gnubg-selfplay/*
? 0
> 53 records: 53 valid, 0 illegal, 0 mismatched, 0 unreadable
