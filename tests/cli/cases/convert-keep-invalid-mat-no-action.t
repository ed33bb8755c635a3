# an illegal record kept whole whose move starts no .mat action ('zz') is not written to .mat: read back, it was glued to the play before it on its line and refused a ply early, for another fault
$ arbiter convert -t mat --keep-invalid -
< (;FF[4]GM[6]CA[UTF-8]MI[length:7][game:0][ws:0][bs:0]PW[Ann]PB[Bob]RU[Crawford]
< ;W[31hefe]
< ;B[zz])
? 1
! <stdin> #1 (Ann - Bob): illegal at ply 2, zz: 'zz' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver [backgammon]
! arbiter: <stdin>:3:4: 'zz' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver
! arbiter: <stdin> #1: not written: its move 'zz' starts no action of a .mat line (a roll, a cube action, a resignation): read back, it would be read as part of another
! 0 records written; 1 illegal (written whole), 0 mismatched, 0 unreadable, 1 not held whole
