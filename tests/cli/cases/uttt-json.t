# UTTT verdicts as JSON Lines
$ arbiter validate --json records/uttt/codingame-bots.uttt
? 0
> {"file":"records/uttt/codingame-bots.uttt","record":1,"game":"uttt","variant":"uttt-codingame","status":"valid","plies":65,"result":"0-1","termination":"most-boards","verified":true,"reason":"every board is decided without a line; O won 5 boards to 3","claimed":"0-1","error":null}
> {"file":"records/uttt/codingame-bots.uttt","record":2,"game":"uttt","variant":"uttt-codingame","status":"valid","plies":53,"result":"1-0","termination":"line","verified":true,"reason":"X has three boards in a line","claimed":"1-0","error":null}
> {"file":"records/uttt/codingame-bots.uttt","record":3,"game":"uttt","variant":"uttt-codingame","status":"valid","plies":60,"result":"0-1","termination":"line","verified":true,"reason":"O has three boards in a line","claimed":"0-1","error":null}
> {"file":"records/uttt/codingame-bots.uttt","record":4,"game":"uttt","variant":"uttt-codingame","status":"valid","plies":69,"result":"0-1","termination":"most-boards","verified":true,"reason":"every board is decided without a line; O won 5 boards to 3","claimed":"0-1","error":null}
! 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
