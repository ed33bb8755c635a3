# JSON Lines, the variant from each record's tag
$ arbiter validate --json records/morris/dooz-tehran.pgn records/morris/three-mens-morris.pgn
? 0
> {"file":"records/morris/dooz-tehran.pgn","record":1,"game":"morris","variant":"baazitoo-dooz","status":"valid","plies":122,"result":"0-1","termination":"fewer-pieces","verified":true,"reason":"white has 2 pieces on the board, fewer than 3","claimed":"0-1","error":null}
> {"file":"records/morris/dooz-tehran.pgn","record":2,"game":"morris","variant":"baazitoo-dooz","status":"valid","plies":199,"result":"1-0","termination":"fewer-pieces","verified":true,"reason":"black has 2 pieces on the board, fewer than 3","claimed":"1-0","error":null}
> {"file":"records/morris/dooz-tehran.pgn","record":3,"game":"morris","variant":"baazitoo-dooz","status":"valid","plies":194,"result":"1/2-1/2","termination":"move-limit","verified":true,"reason":"100 plies without a removal","claimed":"1/2-1/2","error":null}
> {"file":"records/morris/dooz-tehran.pgn","record":4,"game":"morris","variant":"baazitoo-dooz","status":"valid","plies":61,"result":"1-0","termination":"fewer-pieces","verified":true,"reason":"black has 2 pieces on the board, fewer than 3","claimed":"1-0","error":null}
> {"file":"records/morris/dooz-tehran.pgn","record":5,"game":"morris","variant":"baazitoo-dooz","status":"valid","plies":130,"result":"0-1","termination":"fewer-pieces","verified":true,"reason":"white has 2 pieces on the board, fewer than 3","claimed":"0-1","error":null}
> {"file":"records/morris/dooz-tehran.pgn","record":6,"game":"morris","variant":"baazitoo-dooz","status":"valid","plies":163,"result":"1-0","termination":"fewer-pieces","verified":true,"reason":"black has 2 pieces on the board, fewer than 3","claimed":"1-0","error":null}
> {"file":"records/morris/three-mens-morris.pgn","record":1,"game":"morris","variant":"three-mens-morris","status":"valid","plies":6,"result":"0-1","termination":"line","verified":true,"reason":"black made a line","claimed":"0-1","error":null}
> {"file":"records/morris/three-mens-morris.pgn","record":2,"game":"morris","variant":"three-mens-morris","status":"valid","plies":20,"result":"0-1","termination":"line","verified":true,"reason":"black made a line","claimed":"0-1","error":null}
> {"file":"records/morris/three-mens-morris.pgn","record":3,"game":"morris","variant":"three-mens-morris","status":"valid","plies":7,"result":"1-0","termination":"line","verified":true,"reason":"white made a line","claimed":"1-0","error":null}
! 9 records: 9 valid, 0 illegal, 0 mismatched, 0 unreadable
