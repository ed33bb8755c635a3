# a game that stops before the last checker is off: a resignation, checked against the cube
$ arbiter validate --json tests/data/backgammon/match-3pt.mat | head -2 | tail -1
? 0
> {"file":"tests/data/backgammon/match-3pt.mat","record":2,"game":"backgammon","variant":"backgammon","status":"valid","plies":45,"result":"1-0","termination":"resignation","verified":false,"reason":"root resigned a single: 4 points","claimed":"1-0","error":null,"match":1,"number":2,"players":["gnubg","root"],"winner":"gnubg","points":4,"kind":"single","cube":4,"ending":"resignation","score_before":[1,0]}
! 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
