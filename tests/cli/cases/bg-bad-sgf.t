# the catalogue of bad backgammon SGF files (tests/data/backgammon/bad/
# README.md), each good.sgf changed in one place: every one gets its
# verdict and a message that names what is wrong as the file wrote it, at
# its line and column (a player who plays twice in a row, a dice node with
# the game going on, MI's members, RE's value, a resignation written as a
# move; bg-bad-sgf-claims.t has two more);
# good.sgf aside, five are valid, read as SGF says (a move in the root node, the
# main line of a tree with variations, properties arbiter does not know, MI's
# members of a program's own: a clock's, a resignation as Gibbon writes it)
$ arbiter validate tests/data/backgammon/bad/*.sgf
? 2
> tests/data/backgammon/bad/cube-not-a-power.sgf #1 (Ayla - Bahram): illegal at ply 1, AE[a:y]AW[a][a][b][b][c]AB[x][x][w][w][v]CV[3]CP[b]PL[W]: CV[3]: a cube is 1, 2, 4 ... 64 [backgammon]
> tests/data/backgammon/bad/cube-not-a-power.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/cut-before-close.sgf #1 (Ayla - Bahram): unreadable: the game tree is never closed: truncated?
> tests/data/backgammon/bad/cut-in-a-value.sgf #1 (Ayla - Bahram): unreadable: a property value is never closed: truncated?
> tests/data/backgammon/bad/dice-then-play.sgf #1 (Ayla - Bahram): illegal at ply 2, DI[62]: Bahram's roll 6-2 is written with no play (DI[62], a node of the dice alone), and the game goes on after it: it cannot be followed [backgammon]
> tests/data/backgammon/bad/dice-then-play.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/die-past-six.sgf #1 (Ayla - Bahram): illegal at ply 1, 72mhxv: '72mhxv' is not a backgammon SGF move: a die is 1 to 6 [backgammon]
> tests/data/backgammon/bad/die-past-six.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/empty-move.sgf #1 (Ayla - Bahram): illegal at ply 2, : an empty move ([]): a move is a roll and its play (52mhxv), or double, take, drop or beaver [backgammon]
> tests/data/backgammon/bad/empty-move.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/good.sgf #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/good.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/bad/lower-case-property.sgf #1 (Ayla - Bahram): unreadable: 'w' where a property's name (upper case letters: W, PL, DI), a node (;) or a tree belongs
> tests/data/backgammon/bad/mi-own-member.sgf #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/mi-own-member.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/bad/mi-score-below-zero.sgf #1: unreadable: the record gives MI[ws:-1], which is a number below 0: what it means cannot be told
> tests/data/backgammon/bad/mi-score-disagrees.sgf #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/mi-score-disagrees.sgf #2 (Ayla - Bahram): mismatch: MI[ws:0][bs:1] says the score before this game is 0-1, but the games before make it 1-0 [backgammon]
> tests/data/backgammon/bad/mi-score-disagrees.sgf match 1 (Ayla - Bahram, 3 points): 2 games, final score 2-0, unfinished
> tests/data/backgammon/bad/mi-score-past-length.sgf #1 (Ayla - Bahram): illegal at ply 1, 52mhxv: the match is already over: the score before this game, 5-0, reaches the match's 3 points [backgammon]
> tests/data/backgammon/bad/mi-score-past-length.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 5-0, Ayla wins the match
> tests/data/backgammon/bad/mi-twice.sgf #1: unreadable: the record gives MI[length] twice, "length:3" and "length:5": which one holds cannot be told
> tests/data/backgammon/bad/move-in-root.sgf #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/move-in-root.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/bad/not-a-move.sgf #1 (Ayla - Bahram): illegal at ply 2, redouble: 'redouble' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver (did you mean double?) [backgammon]
> tests/data/backgammon/bad/not-a-move.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/other-game.sgf #1: unreadable: a game of Go (GM[1]), not backgammon (GM[6])
> tests/data/backgammon/bad/point-without-pair.sgf #1 (Ayla - Bahram): illegal at ply 1, 52mhx: '52mhx' is not a backgammon SGF move: its points come in pairs, from and to, and the last has no pair [backgammon]
> tests/data/backgammon/bad/point-without-pair.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/resign-move-none.sgf #1 (Ayla - Bahram): mismatch: W[resign:0] says 0 points, but a game is worth one point or more [backgammon]
> tests/data/backgammon/bad/resign-move-none.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/resign-move-too-much.sgf #1 (Ayla - Bahram): mismatch: 4 points is no resignation with the cube on 1 (1, 2 or 3) [backgammon]
> tests/data/backgammon/bad/resign-move-too-much.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/resign-move.sgf #1 (Ayla - Bahram): valid, 0-1 (resignation: Ayla resigned a gammon: 2 points), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/resign-move.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-2, unfinished
> tests/data/backgammon/bad/resign-too-much.sgf #1 (Ayla - Bahram): mismatch: 4 points is no resignation with the cube on 1 (1, 2 or 3) [backgammon]
> tests/data/backgammon/bad/resign-too-much.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/result-not-a-result.sgf #1 (Ayla - Bahram): unreadable: the record gives RE[W1], which is no result: W+ or B+ and the points (RE[W+1], RE[B+2R] by resignation), or RE[?]
> tests/data/backgammon/bad/result-wrong-points.sgf #1 (Ayla - Bahram): mismatch: RE[W+2] says 2 points, but the game is worth 1 (Bahram dropped the double: 1 point) [backgammon]
> tests/data/backgammon/bad/result-wrong-points.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/bad/rules-twice.sgf #1 (Ayla - Bahram): unreadable: the record gives RU twice, "Crawford" and "Jacoby": which one holds cannot be told
> tests/data/backgammon/bad/take-without-double.sgf #1 (Ayla - Bahram): illegal at ply 2, take: a take without a double [backgammon]
> tests/data/backgammon/bad/take-without-double.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/text-between-nodes.sgf #1 (Ayla - Bahram): unreadable: 'junk' where a property's name (upper case letters: W, PL, DI), a node (;) or a tree belongs
> tests/data/backgammon/bad/twice-in-a-row.sgf #1 (Ayla - Bahram): illegal at ply 2, 63aglo: Ayla plays twice in a row: it is Bahram's turn to roll [backgammon]
> tests/data/backgammon/bad/twice-in-a-row.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/bad/unknown-property.sgf #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/unknown-property.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/bad/variations.sgf #1 (Ayla - Bahram): valid, 1-0 (drop: Bahram dropped the double: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/bad/variations.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 1-0, unfinished
> tests/data/backgammon/bad/wrong-doubler.sgf #1 (Ayla - Bahram): illegal at ply 7, double: Bahram owns the cube: Ayla may not double [backgammon]
> tests/data/backgammon/bad/wrong-doubler.sgf match 1 (Ayla - Bahram, 3 points): 1 game, final score 0-0, unfinished
> 31 records: 7 valid, 10 illegal, 5 mismatched, 9 unreadable
! arbiter: tests/data/backgammon/bad/cube-not-a-power.sgf:2:3: CV[3]: a cube is 1, 2, 4 ... 64
! arbiter: tests/data/backgammon/bad/cut-before-close.sgf:3:11: the game tree is never closed: truncated?
! arbiter: tests/data/backgammon/bad/cut-in-a-value.sgf:3:8: a property value is never closed: truncated?
! arbiter: tests/data/backgammon/bad/dice-then-play.sgf:3:3: Bahram's roll 6-2 is written with no play (DI[62], a node of the dice alone), and the game goes on after it: it cannot be followed
! arbiter: tests/data/backgammon/bad/die-past-six.sgf:2:4: '72mhxv' is not a backgammon SGF move: a die is 1 to 6
! arbiter: tests/data/backgammon/bad/empty-move.sgf:3:4: an empty move ([]): a move is a roll and its play (52mhxv), or double, take, drop or beaver
! arbiter: tests/data/backgammon/bad/lower-case-property.sgf:2:2: 'w' where a property's name (upper case letters: W, PL, DI), a node (;) or a tree belongs
! arbiter: tests/data/backgammon/bad/mi-score-below-zero.sgf:1:59: the record gives MI[ws:-1], which is a number below 0: what it means cannot be told
! arbiter: tests/data/backgammon/bad/mi-score-disagrees.sgf:7:54: MI[ws:0][bs:1] says the score before this game is 0-1, but the games before make it 1-0
! arbiter: tests/data/backgammon/bad/mi-score-past-length.sgf:2:4: the match is already over: the score before this game, 5-0, reaches the match's 3 points
! arbiter: tests/data/backgammon/bad/mi-twice.sgf:1:74: the record gives MI[length] twice, "length:3" and "length:5": which one holds cannot be told
! arbiter: tests/data/backgammon/bad/not-a-move.sgf:3:4: 'redouble' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver (did you mean double?)
! arbiter: tests/data/backgammon/bad/other-game.sgf:1:12: a game of Go (GM[1]), not backgammon (GM[6])
! arbiter: tests/data/backgammon/bad/point-without-pair.sgf:2:4: '52mhx' is not a backgammon SGF move: its points come in pairs, from and to, and the last has no pair
! arbiter: tests/data/backgammon/bad/resign-move-none.sgf:4:4: W[resign:0] says 0 points, but a game is worth one point or more
! arbiter: tests/data/backgammon/bad/resign-move-too-much.sgf:4:4: 4 points is no resignation with the cube on 1 (1, 2 or 3)
! arbiter: tests/data/backgammon/bad/resign-too-much.sgf:1:98: 4 points is no resignation with the cube on 1 (1, 2 or 3)
! arbiter: tests/data/backgammon/bad/result-not-a-result.sgf:1:100: the record gives RE[W1], which is no result: W+ or B+ and the points (RE[W+1], RE[B+2R] by resignation), or RE[?]
! arbiter: tests/data/backgammon/bad/result-wrong-points.sgf:1:98: RE[W+2] says 2 points, but the game is worth 1 (Bahram dropped the double: 1 point)
! arbiter: tests/data/backgammon/bad/rules-twice.sgf:1:104: the record gives RU twice, "Crawford" and "Jacoby": which one holds cannot be told
! arbiter: tests/data/backgammon/bad/take-without-double.sgf:3:4: a take without a double
! arbiter: tests/data/backgammon/bad/text-between-nodes.sgf:2:12: 'junk' where a property's name (upper case letters: W, PL, DI), a node (;) or a tree belongs
! arbiter: tests/data/backgammon/bad/twice-in-a-row.sgf:3:4: Ayla plays twice in a row: it is Bahram's turn to roll
! arbiter: tests/data/backgammon/bad/wrong-doubler.sgf:8:4: Bahram owns the cube: Ayla may not double
