# backgammon without a seed: the dice are given, the opening roll says who
# starts (the first die is the first player's), a play uses the roll given
# and may leave it out, the cube before the roll, the end with its points
$ arbiter referee -V backgammon
< {"legal":true}
< {"move":"13/8 13/11"}
< {"dice":"33"}
< {"dice":"52"}
< {"move":"61: 13/7 8/7"}
< {"move":"52:"}
< {"move":"13/8 13/11"}
< {"move":"Doubles => 2"}
< {"move":"Drops"}
< {"move":"Takes"}
< {"board":true}
? 0
> {"ok":true,"ply":0,"status":"playing","to_move":null,"dice":null,"legal":[]}
> {"ok":false,"error":{"code":"bad-token","message":"'13/8 13/11' is not a backgammon action"}}
> {"ok":false,"error":{"code":"opening-tie","message":"the opening dice are equal (3-3): they are thrown again"}}
> {"ok":true,"ply":0,"status":"playing","to_move":"X","dice":"52","legal":["52: 13/8 24/22","52: 13/8 13/11","52: 13/8 8/6","52: 13/8 6/4","52: 8/3 24/22","52: 8/3 13/11","52: 8/3 8/6","52: 8/3 6/4"]}
> {"ok":false,"error":{"code":"dice","message":"the roll is 5-2, not 6-1"}}
> {"ok":false,"error":{"code":"must-move","message":"the roll 5-2 allows a play: it must be played"}}
> {"ok":true,"ply":1,"status":"playing","to_move":"O","dice":null,"legal":["Doubles => 2"]}
> {"ok":true,"ply":2,"status":"playing","to_move":"X","dice":null,"legal":["Takes","Drops"]}
> {"ok":true,"ply":3,"status":"over","result":"0-1","termination":"drop","reason":"the first player dropped the double: 1 point","points":1,"legal":[]}
> {"ok":false,"error":{"code":"game-over","message":"the game is over: the first player dropped the double: 1 point"}}
> {"ok":true,"board":" | X . . . O . | O . . . . X |\n | X . . . O . | O . . . . X |\n | X . . . O . | O . . . . . |\n | . . . . . . | O . . . . . |\n | . . . . . . | O . . . . . |\n |             |BAR|                cube 1 (centred)\n | O . . . . . | X . . . . . |\n | O . . . X . | X . . . . . |\n | O . . . X . | X . . . . . |\n | O . . . X . | X . . . . O |\n | O X . . X . | X . . . . O |\n  12 11 10  9  8  7    6  5  4  3  2  1   (X's points)\nX: 0 on the bar, 0 off, pip 160\nO: 0 on the bar, 0 off, pip 167\ngame over: the first player dropped the double: 1 point\n","ply":3,"status":"over","result":"0-1","termination":"drop","reason":"the first player dropped the double: 1 point","points":1,"legal":[]}
