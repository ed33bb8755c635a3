# backgammon with a seed: a roll with no choice before it is made at once;
# where the side may double first, "roll" is among its moves
$ arbiter referee -V backgammon --seed 7
< {"legal":true}
< {"move":"roll"}
< {"move":"21: 13/11 6/5"}
< {"new":"backgammon","seed":7}
< {"new":"backgammon-no-cube","seed":7}
? 0
> {"ok":true,"ply":0,"status":"playing","to_move":"O","dice":"26","legal":["26: 24/18 24/22","26: 24/18 18/16","26: 24/18 13/11","26: 24/18 8/6","26: 24/18 6/4","26: 13/7 24/22","26: 13/7 13/11","26: 13/7 8/6","26: 13/7 7/5","26: 13/7 6/4","26: 8/2 24/22","26: 8/2 13/11","26: 8/2 8/6","26: 8/2 6/4"]}
> {"ok":false,"error":{"code":"no-roll","message":"no roll is due now"}}
> {"ok":false,"error":{"code":"dice","message":"the roll is 2-6, not 2-1"}}
> {"ok":true,"rules":"backgammon","ply":0,"status":"playing","to_move":"O","dice":"26","legal":["26: 24/18 24/22","26: 24/18 18/16","26: 24/18 13/11","26: 24/18 8/6","26: 24/18 6/4","26: 13/7 24/22","26: 13/7 13/11","26: 13/7 8/6","26: 13/7 7/5","26: 13/7 6/4","26: 8/2 24/22","26: 8/2 13/11","26: 8/2 8/6","26: 8/2 6/4"]}
> {"ok":true,"rules":"backgammon-no-cube","ply":0,"status":"playing","to_move":"O","dice":"26","legal":["26: 24/18 24/22","26: 24/18 18/16","26: 24/18 13/11","26: 24/18 8/6","26: 24/18 6/4","26: 13/7 24/22","26: 13/7 13/11","26: 13/7 8/6","26: 13/7 7/5","26: 13/7 6/4","26: 8/2 24/22","26: 8/2 13/11","26: 8/2 8/6","26: 8/2 6/4"]}
