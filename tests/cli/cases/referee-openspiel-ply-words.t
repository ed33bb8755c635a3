# the referee plays the moves its legal list offers: in OpenSpiel's UTTT numbers a free mark is listed as its board and its cell ("4 4"), which were refused as no action; a ply of several words is played word by word, all or none ("4 9": board 4 chosen, then 9 refused, and nothing stays)
$ arbiter referee -V uttt-standard | cut -c1-100
< {"legal":true,"notation":"openspiel"}
< {"move":"4 9","notation":"openspiel"}
< {"moves":true,"notation":"openspiel"}
< {"move":"4 4","notation":"openspiel"}
< {"moves":true,"notation":"openspiel"}
? 0
> {"ok":true,"ply":0,"status":"playing","to_move":"X","legal":["0 0","0 1","0 2","0 3","0 4","0 5","0 
> {"ok":false,"error":{"code":"bad-token","message":"'9' is not an action in OpenSpiel's notation (a b
> {"ok":true,"moves":[],"ply":0,"status":"playing","to_move":"X","legal":["0 0","0 1","0 2","0 3","0 4
> {"ok":true,"ply":1,"status":"playing","to_move":"O","legal":["0","1","2","3","5","6","7","8"]}
> {"ok":true,"moves":["4","4"],"ply":1,"status":"playing","to_move":"O","legal":["0","1","2","3","5","
