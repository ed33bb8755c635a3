# the board says what the side to move is to do: nothing before the opening roll; its dice given, to play them (it said 'roll or double' with the roll made); facing a double in money play with beavers, to take, drop or beaver
$ arbiter referee -V backgammon-money | python3 -c 'import json, sys; [print([l for l in json.loads(a)["board"].splitlines() if " to " in l or "before" in l]) for a in sys.stdin if "board" in a]'
< {"board":true}
< {"dice":"52"}
< {"board":true}
< {"move":"13/8 13/11"}
< {"board":true}
< {"move":"Doubles => 2"}
< {"board":true}
? 0
> []
> ['X to play']
> ['O to roll or double']
> ['X to take, drop or beaver']
