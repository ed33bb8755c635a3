# a live game of three men's morris: each answer the game as it stands,
# the legal moves in the notation asked for, the end with its reason
$ arbiter referee -V three-mens-morris
< {"move":"c2"}
< {"move":"a3"}
< {"move":"b1"}
< {"move":"a2"}
< {"move":"c3"}
< {"legal":true,"notation":"playok"}
< {"move":"a1"}
< {"move":"b2"}
< {"moves":true}
? 0
> {"ok":true,"ply":1,"status":"playing","to_move":"black","legal":["a3","b3","c3","a2","b2","a1","b1","c1"]}
> {"ok":true,"ply":2,"status":"playing","to_move":"white","legal":["b3","c3","a2","b2","a1","b1","c1"]}
> {"ok":true,"ply":3,"status":"playing","to_move":"black","legal":["b3","c3","a2","b2","a1","c1"]}
> {"ok":true,"ply":4,"status":"playing","to_move":"white","legal":["b3","c3","b2","a1","c1"]}
> {"ok":true,"ply":5,"status":"playing","to_move":"black","legal":["b3","b2","a1","c1"]}
> {"ok":true,"ply":5,"status":"playing","to_move":"black","legal":["2","5","7","9"]}
> {"ok":true,"ply":6,"status":"over","result":"0-1","termination":"line","reason":"black made a line","legal":[]}
> {"ok":false,"error":{"code":"game-over","message":"the game is over: black made a line"}}
> {"ok":true,"moves":["c2","a3","b1","a2","c3","a1"],"ply":6,"status":"over","result":"0-1","termination":"line","reason":"black made a line","legal":[]}
