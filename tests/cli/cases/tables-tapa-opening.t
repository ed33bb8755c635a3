# Tapa's first roll is the starter's own two dice (nextgammon: the winner of the one-die throw rolls again; Wikipedia: in a match the previous game's winner rolls), so a double may open it, as in Plakoto; Tabla's opening dice stay the first move
$ arbiter validate tests/data/tables/tapa-opening.jsonl
? 1
> tests/data/tables/tapa-opening.jsonl #1 (Ann - Bo): valid, * (unfinished), 1 ply [tapa]
> tests/data/tables/tapa-opening.jsonl #2 (Ann - Bo): valid, * (unfinished), 1 ply [plakoto]
> tests/data/tables/tapa-opening.jsonl #3 (Ann - Bo): valid, * (unfinished), 1 ply [tapa-backgammonjs]
> tests/data/tables/tapa-opening.jsonl #4 (Ann - Bo): illegal at ply 1, 66: 24/18 24/18 13/7 13/7: the opening roll cannot be a double: each player throws one die [tabla-game]
> 4 records: 3 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/tapa-opening.jsonl:4:263: the opening roll cannot be a double: each player throws one die
