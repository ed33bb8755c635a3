# Riddles.io's Ultimate Tic-Tac-Toe engine: the games of its own tests (the
# two bots' place_move lines in turn) and games it refereed between two
# random bots, read in its column-then-row notation; the engine's verdicts
# hold: a draw by decided boards, wins by a line, and the three games a bot
# loses by a move into the wrong board, which arbiter refuses at that move
$ arbiter validate tests/data/real/uttt/riddles/engine-tests.uttt; arbiter validate -q tests/data/real/uttt/riddles/selfplay.uttt
? 0
> tests/data/real/uttt/riddles/engine-tests.uttt #1: valid, 1/2-1/2 (all-decided: every board is decided without a line), 44 plies [uttt-standard]
> tests/data/real/uttt/riddles/engine-tests.uttt #2: valid, 1-0 (line: X has three boards in a line), 23 plies [uttt-standard]
> tests/data/real/uttt/riddles/engine-tests.uttt #3: illegal at ply 3, 3,5: board 5 (right) is required [uttt-standard]
> tests/data/real/uttt/riddles/engine-tests.uttt #4: illegal at ply 3, 2,7: board 2 (top-right) is required [uttt-standard]
> tests/data/real/uttt/riddles/engine-tests.uttt #5: illegal at ply 5, 2,0: board 2 (top-right) is required [uttt-standard]
> 5 records: 2 valid, 3 illegal, 0 mismatched, 0 unreadable
> 12 records: 12 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/real/uttt/riddles/engine-tests.uttt:27:15: board 5 (right) is required
!   1. 4,4 5,4 2. 3,5 7,1 3. 6,8 2,8 4. 4,4 1,7 5. 8,2 5,3 6. 0,2 6,6 7. 2,0 0,6 8.
!                 ^
! arbiter: tests/data/real/uttt/riddles/engine-tests.uttt:36:15: board 2 (top-right) is required
!   1. 0,5 2,6 2. 2,7 0-1
!                 ^
! arbiter: tests/data/real/uttt/riddles/engine-tests.uttt:44:26: board 2 (top-right) is required
!   1. 3,3 0,0 2. 2,0 8,0 3. 2,0 8,0 4. 7,1 3,5 5. 1,6 5,2 6. 6,7 2,3 7. 8,1 6,5 8.
!                            ^
