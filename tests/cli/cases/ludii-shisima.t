# shisima: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/shisima.pgn
? 1
> tests/data/morris/ludii/shisima.pgn #1: illegal at ply 1, a4: white has no pieces left to place [shisima]
> tests/data/morris/ludii/shisima.pgn #2: valid, 1-0 (line: white made a line), 5 plies [shisima]
> tests/data/morris/ludii/shisima.pgn #3: illegal at ply 1, d1-d4: d1 holds a black piece, not a white one (did you mean d7-d4?) [shisima]
> 3 records: 1 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/morris/ludii/shisima.pgn:5:4: white has no pieces left to place
!   1. a4 *
!      ^
! arbiter: tests/data/morris/ludii/shisima.pgn:17:4: d1 holds a black piece, not a white one (did you mean d7-d4?)
!   1. d1-d4 *
!      ^
