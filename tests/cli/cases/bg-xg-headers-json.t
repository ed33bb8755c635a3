# the rule header warnings in JSON: the first warning and how many
$ arbiter validate --json tests/data/backgammon/xg-headers.mat
? 0
> {"file":"tests/data/backgammon/xg-headers.mat","record":1,"game":"backgammon","variant":"backgammon-money","status":"valid","plies":4,"result":"1-0","termination":"drop","verified":true,"reason":"Bahram dropped the double: 1 point","claimed":"1-0","error":null,"match":1,"number":1,"players":["Ayla","Bahram"],"winner":"Ayla","points":1,"kind":"single","cube":1,"ending":"drop","score_before":[0,0]}
> {"type":"match","file":"tests/data/backgammon/xg-headers.mat","match":1,"length":0,"players":["Ayla","Bahram"],"games":1,"final_score":[1,0],"winner":null}
> {"file":"tests/data/backgammon/xg-headers.mat","record":2,"game":"backgammon","variant":"backgammon","status":"valid","plies":4,"result":"1-0","termination":"drop","verified":true,"reason":"Bahram dropped the double: 1 point","claimed":"1-0","error":null,"match":2,"number":1,"players":["Ayla","Bahram"],"winner":"Ayla","points":1,"kind":"single","cube":1,"ending":"drop","score_before":[0,0]}
> {"type":"match","file":"tests/data/backgammon/xg-headers.mat","match":2,"length":3,"players":["Ayla","Bahram"],"games":1,"final_score":[1,0],"winner":null}
> {"file":"tests/data/backgammon/xg-headers.mat","record":3,"game":"backgammon","variant":"backgammon","status":"valid","plies":4,"result":"1-0","termination":"drop","verified":true,"reason":"Bahram dropped the double: 1 point","claimed":"1-0","error":null,"match":3,"number":1,"players":["Ayla","Bahram"],"winner":"Ayla","points":1,"kind":"single","cube":1,"ending":"drop","score_before":[0,0]}
> {"type":"match","file":"tests/data/backgammon/xg-headers.mat","match":3,"length":3,"players":["Ayla","Bahram"],"games":1,"final_score":[1,0],"winner":null}
! 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
