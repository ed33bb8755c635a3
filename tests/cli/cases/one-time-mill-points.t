# Sanmill's one-time mills are counted by their points (formedMillsBB):
# white's c5-d5 closes d7-d6-d5 for the first time, but d7, d6 and d5
# all stood in white's earlier mills (a7-d7-g7, b6-d6-f6, c5-d5-e5): no
# mill, nothing owed, and black moves on. It was refused at ply 20, a
# removal owed, as the line-at-a-time reading (once-per-line) has it
$ for v in sanmill-russian-mill sanmill-app-one-time-mill russian-one-time-mill; do arbiter validate -q -V $v tests/data/morris/one-time-mill-points.pgn; done; ARBITER_VARIANTS=tests/data/variants:variants arbiter validate -V once-per-line tests/data/morris/one-time-mill-points.pgn
? 1
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/morris/one-time-mill-points.pgn #1 (W - B): illegal at ply 20, e3-e4: white's c5-d5 closed a mill: a black piece must be removed (x) before the next move [once-per-line]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/one-time-mill-points.pgn:7:32: white's c5-d5 closed a mill: a black piece must be removed (x) before the next move
!   8. f6 g4 9. d6xg4 a1 10. c5-d5 e3-e4 *
!                                  ^
