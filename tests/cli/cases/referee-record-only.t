# a live player cannot send what only records hold: an SGF set-up (it
# rewrote the board at will) or a roll whose play is not written (it left
# the game with nobody to move and no end); both refused, the game as it was
$ arbiter referee -V backgammon | sed 's/"legal":\[[^]]*\]/"legal":[...]/'
< {"dice":"31"}
< {"move":"31: 8/5 6/5"}
< {"move":"AE[a:y]AW[a][a]AB[y][y]","notation":"sgf"}
< {"move":"62: ???"}
< {"dice":"62"}
< {"move":"62: 24/18 13/11"}
? 0
> {"ok":true,"ply":0,"status":"playing","to_move":"X","dice":"31","legal":[...]}
> {"ok":true,"ply":1,"status":"playing","to_move":"O","dice":null,"legal":[...]}
> {"ok":false,"error":{"code":"record-only","message":"a set-up (a position edited) is written in records, never played: a game played live takes moves only"}}
> {"ok":false,"error":{"code":"record-only","message":"a roll whose play is not written is a record's, never played: a game played live takes moves only"}}
> {"ok":true,"ply":1,"status":"playing","to_move":"O","dice":"62","legal":[...]}
> {"ok":true,"ply":2,"status":"playing","to_move":"X","dice":null,"legal":[...]}
