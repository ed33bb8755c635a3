# real xg-set-position files (tests/data/real/backgammon/xg-set-position, see tests/data/real/README.md): eXtreme Gammon's "; Set Pos=" line starts game 1 from a position set up, from which every play fits (it was replayed from the opening: "there is no checker on 16")
$ arbiter validate -q tests/data/real/backgammon/xg-set-position/*
? 0
> 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
