# After an illegal mark deep in a game, the nearest legal mark in the position just before it: suggested where it is the only one so near (not where several are, nor after a mark on an occupied cell with four as near)
$ arbiter validate -V uttt-standard -
< h9 d7 c1 g1 b3 e7 f3 i8 i4 i3 h7 e3 f8 g5 c6 i9 h8 f5 g4 b2 f6 i2 h6 e8 d4 a3 a7 b1 e1 e5
< d5 b6 d8 c5 h6 e7 f2 i5 h4 f3 h7 e2 f5 h5 e6 f9 h9 e9 d9 c8 g5 b4 e3 d7 c2 g4 a3 c7 h1 e5
< e5 e5
? 1
> <stdin> #1: illegal at ply 30, e5: board d1-f3 (bottom) is required (did you mean e2?) [uttt-standard]
> <stdin> #2: illegal at ply 30, e5: board d1-f3 (bottom) is required (did you mean e1?) [uttt-standard]
> <stdin> #3: illegal at ply 2, e5: e5 is occupied [uttt-standard]
> 3 records: 0 valid, 3 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:88: board d1-f3 (bottom) is required (did you mean e2?)
!   h9 d7 c1 g1 b3 e7 f3 i8 i4 i3 h7 e3 f8 g5 c6 i9 h8 f5 g4 b2 f6 i2 h6 e8 d4 a3 a7 b1 e1 e5
!                                                                                          ^
! arbiter: <stdin>:2:88: board d1-f3 (bottom) is required (did you mean e1?)
!   d5 b6 d8 c5 h6 e7 f2 i5 h4 f3 h7 e2 f5 h5 e6 f9 h9 e9 d9 c8 g5 b4 e3 d7 c2 g4 a3 c7 h1 e5
!                                                                                          ^
! arbiter: <stdin>:3:4: e5 is occupied
!   e5 e5
!      ^
