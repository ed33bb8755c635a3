# SGF move nodes one a line (Gibbon's files) are read one after another
# while each line holds one alone; whatever else comes after a move (a
# second value, a property, a set-up node, a variation, the file's end, a
# new game tree) is read as any node is, with the same verdicts
$ for f in tests/data/backgammon/sgf-lane/*.sgf; do arbiter validate "$f"; echo "exit $?"; done
? 0
> tests/data/backgammon/sgf-lane/crlf.sgf #1 (JoeBlack - SnowWhite): valid, 0-1 (drop: JoeBlack dropped the double: 1 point), 6 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/sgf-lane/crlf.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
> tests/data/backgammon/sgf-lane/nul.sgf #1 (JoeBlack - SnowWhite): unreadable: binary data (a NUL byte): not a text record
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> tests/data/backgammon/sgf-lane/one-line.sgf #1 (JoeBlack - SnowWhite): valid, 0-1 (drop: JoeBlack dropped the double: 1 point), 6 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/sgf-lane/one-line.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
> tests/data/backgammon/sgf-lane/prop-after.sgf #1 (JoeBlack - SnowWhite): valid, 0-1 (drop: JoeBlack dropped the double: 1 point), 6 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/sgf-lane/prop-after.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
> tests/data/backgammon/sgf-lane/second-next-line.sgf #1 (JoeBlack - SnowWhite): illegal at ply 3, zz: 'zz' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver [backgammon]
> tests/data/backgammon/sgf-lane/second-next-line.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> exit 1
> tests/data/backgammon/sgf-lane/second-same-line.sgf #1 (JoeBlack - SnowWhite): illegal at ply 4, xx: 'xx' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver [backgammon]
> tests/data/backgammon/sgf-lane/second-same-line.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> exit 1
> tests/data/backgammon/sgf-lane/setup-between.sgf #1 (JoeBlack - SnowWhite): illegal at ply 3, 43aesv: 24/20: there is no checker on 24 [backgammon]
> tests/data/backgammon/sgf-lane/setup-between.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-0, unfinished
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> exit 1
> tests/data/backgammon/sgf-lane/truncated-newline.sgf #1 (JoeBlack - SnowWhite): unreadable: the game tree is never closed: truncated?
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> tests/data/backgammon/sgf-lane/truncated-no-newline.sgf #1 (JoeBlack - SnowWhite): unreadable: the game tree is never closed: truncated?
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> tests/data/backgammon/sgf-lane/unclosed.sgf #1 (JoeBlack - SnowWhite): unreadable: the game tree is not closed before the next game tree, on this line
> tests/data/backgammon/sgf-lane/unclosed.sgf #2 (JoeBlack - SnowWhite): valid, 0-1 (drop: JoeBlack dropped the double: 1 point), 6 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/sgf-lane/unclosed.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-1, unfinished
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
> exit 2
> tests/data/backgammon/sgf-lane/variations.sgf #1 (JoeBlack - SnowWhite): valid, 0-1 (resignation: JoeBlack resigned a single: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/sgf-lane/variations.sgf match 1 (JoeBlack - SnowWhite, 7 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
! arbiter: tests/data/backgammon/sgf-lane/nul.sgf:3:7: binary data (a NUL byte): not a text record
! arbiter: tests/data/backgammon/sgf-lane/second-next-line.sgf:4:2: 'zz' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver
! arbiter: tests/data/backgammon/sgf-lane/second-same-line.sgf:4:12: 'xx' is not a backgammon SGF move: a move is a roll and its play (52mhxv), or double, take, drop or beaver
! arbiter: tests/data/backgammon/sgf-lane/setup-between.sgf:5:4: 24/20: there is no checker on 24
! arbiter: tests/data/backgammon/sgf-lane/truncated-newline.sgf:3:11: the game tree is never closed: truncated?
! arbiter: tests/data/backgammon/sgf-lane/truncated-no-newline.sgf:3:10: the game tree is never closed: truncated?
! arbiter: tests/data/backgammon/sgf-lane/unclosed.sgf:4:1: the game tree is not closed before the next game tree, on this line
