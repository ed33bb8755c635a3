# real French tournament transcripts exported by eXtreme Gammon (tests/data/real/backgammon/lazybg): a roll then ???? for a resignation, entering moves over both dice with their hit (bar/18*)
$ arbiter validate -q tests/data/real/backgammon/lazybg/*
? 0
> 20 records: 20 valid, 0 illegal, 0 mismatched, 0 unreadable
