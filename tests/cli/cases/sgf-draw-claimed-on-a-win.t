# RE[Draw] on a game a side won by bearing off is a wrong claim, said where it stands
$ awk '/^\(;/ && n++ { exit } { print }' tests/data/backgammon/match-5pt-nocube.sgf | sed 's/RE\[B+1\]/RE[Draw]/' | arbiter validate -
? 1
> <stdin> #1 (gnubg - root): mismatch: RE[Draw] claims 1/2-1/2, but the game ended 0-1 at ply 112: root bore off every checker: a single, 1 point [backgammon-no-cube]
> <stdin> match 1 (gnubg - root, 5 points): 1 game, final score 0-1, unfinished
> 1 record: 0 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: <stdin>:1:134: RE[Draw] claims 1/2-1/2, but the game ended 0-1 at ply 112: root bore off every checker: a single, 1 point
