# per game: match, number, players, winner, points, kind, cube, ending, score before; then one object per match
$ arbiter validate --json tests/data/backgammon/match-3pt.mat
? 0
> {"file":"tests/data/backgammon/match-3pt.mat","record":1,"game":"backgammon","variant":"backgammon","status":"valid","plies":37,"result":"1-0","termination":"drop","verified":true,"reason":"root dropped the double: 1 point","claimed":"1-0","error":null,"match":1,"number":1,"players":["gnubg","root"],"winner":"gnubg","points":1,"kind":"single","cube":1,"ending":"drop","score_before":[0,0]}
> {"file":"tests/data/backgammon/match-3pt.mat","record":2,"game":"backgammon","variant":"backgammon","status":"valid","plies":45,"result":"1-0","termination":"resignation","verified":false,"reason":"root resigned a single: 4 points","claimed":"1-0","error":null,"match":1,"number":2,"players":["gnubg","root"],"winner":"gnubg","points":4,"kind":"single","cube":4,"ending":"resignation","score_before":[1,0]}
> {"type":"match","file":"tests/data/backgammon/match-3pt.mat","match":1,"length":3,"players":["gnubg","root"],"games":2,"final_score":[5,0],"winner":"gnubg"}
! 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
