# the referee's conversation: an illegal move is an error that changes
# nothing, bad JSON and bad requests are errors and the conversation goes on
$ arbiter referee -V uttt-standard
< {"move":"e5"}
< {"move":"e5"}
< {"legal":true,"notation":"keypad"}
< {"move":"54","notation":"keypad"}
< not json
< [1,2]
< {"mvoe":"e5"}
< {"move":"d4","dice":"52"}
< {"move":45}
< {"legal":"yes"}
< {"move":"e5","seed":3}
<
< {"move":""}
< {"move":"hello"}
< {"move":"e5","notation":"rowcol"}
< {"dice":"52"}
< {"new":"uttt-standrad"}
< {"new":"uttt-codingame","notation":"codingame"}
< {"move":"4 4"}
< {"record":true}
< {"record":"mat"}
? 0
> {"ok":true,"ply":1,"status":"playing","to_move":"O","legal":["d6","e6","f6","d5","f5","d4","e4","f4"]}
> {"ok":false,"error":{"code":"occupied","message":"e5 is occupied"}}
> {"ok":true,"ply":1,"status":"playing","to_move":"O","legal":["57","58","59","54","56","51","52","53"]}
> {"ok":true,"ply":2,"status":"playing","to_move":"X","legal":["47","48","49","44","45","46","41","42","43"]}
> {"ok":false,"error":{"code":"bad-json","message":"not JSON (column 3): '[' or '{' expected near 'not'"}}
> {"ok":false,"error":{"code":"bad-request","message":"a request is a JSON object, as {\"move\":\"e5\"}"}}
> {"ok":false,"error":{"code":"bad-request","message":"a request asks for one of new, move, dice, legal, moves, board, record (with notation, or with new a seed)"}}
> {"ok":false,"error":{"code":"bad-request","message":"one request a line: it asks for two things"}}
> {"ok":false,"error":{"code":"bad-request","message":"move and dice take a string"}}
> {"ok":false,"error":{"code":"bad-request","message":"legal, moves and board take true; record a format (tagged, json, mat, sgf) or true"}}
> {"ok":false,"error":{"code":"bad-request","message":"a seed goes with new"}}
> {"ok":false,"error":{"code":"bad-json","message":"not JSON (column 0): '[' or '{' expected near end of file"}}
> {"ok":false,"error":{"code":"bad-token","message":"an empty move"}}
> {"ok":false,"error":{"code":"bad-token","message":"'hello' is not a cell in global notation"}}
> {"ok":false,"error":{"code":"unknown-notation","message":"uttt has no notation 'rowcol'"}}
> {"ok":false,"error":{"code":"no-dice","message":"uttt is played without dice"}}
> {"ok":false,"error":{"code":"unknown-variant","message":"no variant named 'uttt-standrad' (did you mean uttt-standard? see 'arbiter variants list')"}}
> {"ok":true,"rules":"uttt-codingame","ply":0,"status":"playing","to_move":"X","legal":["0 0","0 1","0 2","1 0","1 1","1 2","2 0","2 1","2 2","0 3","0 4","0 5","1 3","1 4","1 5","2 3","2 4","2 5","0 6","0 7","0 8","1 6","1 7","1 8","2 6","2 7","2 8","3 0","3 1","3 2","4 0","4 1","4 2","5 0","5 1","5 2","3 3","3 4","3 5","4 3","4 4","4 5","5 3","5 4","5 5","3 6","3 7","3 8","4 6","4 7","4 8","5 6","5 7","5 8","6 0","6 1","6 2","7 0","7 1","7 2","8 0","8 1","8 2","6 3","6 4","6 5","7 3","7 4","7 5","8 3","8 4","8 5","6 6","6 7","6 8","7 6","7 7","7 8","8 6","8 7","8 8"]}
> {"ok":true,"ply":1,"status":"playing","to_move":"O","legal":["3 3","3 4","3 5","4 3","4 5","5 3","5 4","5 5"]}
> {"ok":true,"record":"[Variant \"uttt-codingame\"]\n[Notation \"codingame\"]\n[Result \"*\"]\n\n1. 4,4 *\n\n","ply":1,"status":"playing","to_move":"O","legal":["3 3","3 4","3 5","4 3","4 5","5 3","5 4","5 5"]}
> {"ok":false,"error":{"code":"format","message":"a uttt record is not written as 'mat' (it is written as tagged, json)"}}
