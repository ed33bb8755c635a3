# a game of dice in arbiter referee is played for money, as arbiter match
# plays it: a money rule set's own rules hold (here beavers; the Jacoby
# rule too). The referee started with no match, and refused the beaver
# ("beavers are not allowed here") and scored an uncubed backgammon 3
$ arbiter referee -V backgammon-money --seed 3 | sed 's/"legal":\[\("[^"]*:[^]]*\)\]/"legal":[...]/'
< {"move":"25: 13/8 24/22"}
< {"move":"Doubles => 2"}
< {"move":"Beavers => 4"}
< {"legal":true}
? 0
> {"ok":true,"ply":1,"status":"playing","to_move":"X","dice":null,"legal":["Doubles => 2","roll"]}
> {"ok":true,"ply":2,"status":"playing","to_move":"O","dice":null,"legal":["Takes","Drops","Beavers => 4"]}
> {"ok":true,"ply":3,"status":"playing","to_move":"X","dice":null,"legal":["Takes","Drops","Beavers => 8"]}
> {"ok":true,"ply":3,"status":"playing","to_move":"X","dice":null,"legal":["Takes","Drops","Beavers => 8"]}
