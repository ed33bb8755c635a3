# a move written 4.4 is written so by Ultimate Tic-Tac-Toe's board-cell
# notation alone. In turn: a tagged record of the game with no [Notation]
# tag whose first move is so is read in it; a line naming nothing, neither
# its game (no -V) nor its notation (no -n), is read as board-cell UTTT,
# not as nine men's morris; under -V, line by line, a line whose first move
# is not so is read in the game's first notation (global), as before; a
# notation named is obeyed (-n global refuses 4.4); 9.9 is no board-cell
# move, and a line naming nothing is nine men's morris as before
$ arbiter validate tests/data/uttt/board-cell-untagged-notation.uttt; echo "exit $?"; arbiter validate tests/data/real/uttt/textarena/test-game.txt; echo "exit $?"; arbiter validate -V uttt-standard tests/data/uttt/board-cell-lines-mixed.txt; echo "exit $?"; arbiter validate -q -n global tests/data/uttt/board-cell-untagged-notation.uttt; echo "exit $?"; printf '9.9 4.4\n' | arbiter validate -q -; echo "exit $?"
? 0
> tests/data/uttt/board-cell-untagged-notation.uttt #1: valid, * (unfinished), 4 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
> tests/data/real/uttt/textarena/test-game.txt #1: valid, 1/2-1/2 (all-decided: every board is decided without a line), 66 plies [uttt-standard]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
> tests/data/uttt/board-cell-lines-mixed.txt #1: valid, * (unfinished), 4 plies [uttt-standard]
> tests/data/uttt/board-cell-lines-mixed.txt #2: valid, * (unfinished), 2 plies [uttt-standard]
> tests/data/uttt/board-cell-lines-mixed.txt #3: valid, * (unfinished), 2 plies [uttt-standard]
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
> tests/data/uttt/board-cell-untagged-notation.uttt #1: illegal at ply 1, 4.4: '4.4' is not a cell in global notation [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> exit 1
> <stdin> #1: illegal at ply 1, 9.9: '9.9' is not a move in algebraic notation [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> exit 1
! arbiter: tests/data/uttt/board-cell-lines-mixed.txt:3:5: warning: 4.0 is written with '#', but it does not win the game
!   4.4 4.0#
!       ^
! arbiter: tests/data/uttt/board-cell-untagged-notation.uttt:5:4: '4.4' is not a cell in global notation
!   1. 4.4 4.0 2. 0.4 4.1 *
!      ^
! arbiter: <stdin>:1:1: '9.9' is not a move in algebraic notation
!   9.9 4.4
!   ^
