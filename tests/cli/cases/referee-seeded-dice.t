# with --seed the referee rolls the dice: a player who gives them where the
# side may double first (legal: "Doubles => 2" and "roll") was taken at its
# word, a roll of its choosing; now refused, and "roll" rolls from the seed
$ arbiter referee -V backgammon --seed 3 | sed 's/"legal":\[[^]]*\]/"legal":[...]/'
< {"move":"25: 13/8 24/22"}
< {"dice":"66"}
< {"move":"roll"}
? 0
> {"ok":true,"ply":1,"status":"playing","to_move":"X","dice":null,"legal":[...]}
> {"ok":false,"error":{"code":"seeded","message":"the dice come from the game's seed: roll them, they are not given"}}
> {"ok":true,"ply":1,"status":"playing","to_move":"X","dice":"14","legal":[...]}
