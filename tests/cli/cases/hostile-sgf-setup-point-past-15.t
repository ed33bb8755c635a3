# an SGF set-up that gives one point more checkers than fifteen
# (AW[a] twenty times after AE[a:x]): every letter counts, and the set-up is
# refused as one that gives a side more checkers than its rules have (the
# letters past fifteen on a point were dropped without a word: twenty on
# the ace point were read as fifteen, the set-up taken and the game judged
# from a position the record does not hold); 256 letters are said as at
# least 255; fifteen are the fifteen the rules have
$ t=$(mktemp -d) && for n in 20 256 15; do printf '(;FF[4]GM[6]CA[UTF-8]MI[length:0]PW[anna]PB[bert]RE[W+1]\n;AE[a:x]AW[a%s]AB[x:y]PL[W]\n;W[21azaz]\n)\n' "$(printf '][a%.0s' $(seq 2 $n))" > $t/setup-$n.sgf; done && cd $t && arbiter validate setup-20.sgf setup-256.sgf setup-15.sgf; s=$?; cd / && rm -rf $t; exit $s
? 1
> setup-20.sgf #1 (anna - bert): illegal at ply 1, AE[a:x]AW[a][a][a][a][a][a][a][a][a][a][a][a][a][a][a][a][a]...: the set-up gives anna 20 checkers: these rules have 15 [backgammon-money-no-jacoby]
> setup-20.sgf match 1 (anna - bert, money play): 1 game, final score 0-0
> setup-256.sgf #1 (anna - bert): illegal at ply 1, AE[a:x]AW[a][a][a][a][a][a][a][a][a][a][a][a][a][a][a][a][a]...: the set-up gives anna at least 255 checkers: these rules have 15 [backgammon-money-no-jacoby]
> setup-256.sgf match 1 (anna - bert, money play): 1 game, final score 0-0
> setup-15.sgf #1 (anna - bert): valid, 1-0 (resignation: bert resigned a single: 1 point), 1 ply, game 1, score before 0-0 [backgammon-money-no-jacoby]
> setup-15.sgf match 1 (anna - bert, money play): 1 game, final score 1-0
> 3 records: 1 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: setup-20.sgf:2:3: the set-up gives anna 20 checkers: these rules have 15
! arbiter: setup-256.sgf:2:3: the set-up gives anna at least 255 checkers: these rules have 15
