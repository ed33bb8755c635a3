# -V overrides the records' tags: other games' records fail
$ arbiter validate -V stockboi-dokuz-tas records/morris/*.pgn
? 1
> records/morris/dokuz-tas-izmir.pgn #1 (Ion - Ali): valid, 1/2-1/2 (move-limit: 60 plies without a removal), 95 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #2 (Thabo - Elif): valid, 1/2-1/2 (move-limit: 60 plies without a removal), 227 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #3 (Lerato - Eva): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 153 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #4 (Lerato - Elif): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 42 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #5 (Eva - Ion): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 96 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #6 (Ali - Ion): valid, 1/2-1/2 (move-limit: 60 plies without a removal), 183 plies [stockboi-dokuz-tas]
> records/morris/dooz-tehran.pgn #1 (Ali - Eva): illegal at ply 111, c4-b4: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/dooz-tehran.pgn #2 (Maria - Mina): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 199 plies [stockboi-dokuz-tas]
> records/morris/dooz-tehran.pgn #3 (Radu - Thabo): illegal at ply 155, d6-d7: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/dooz-tehran.pgn #4 (Jan - Radu): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 61 plies [stockboi-dokuz-tas]
> records/morris/dooz-tehran.pgn #5 (Sara - Radu): illegal at ply 107, d7-d6: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/dooz-tehran.pgn #6 (Ion - Ayşe): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 163 plies [stockboi-dokuz-tas]
> records/morris/dooz-twelve.pgn #1 (Sara - Ion): illegal at ply 19, c5: white has no pieces left to place [stockboi-dokuz-tas]
> records/morris/dooz-twelve.pgn #2 (Mina - Ion): illegal at ply 19, b4: white has no pieces left to place [stockboi-dokuz-tas]
> records/morris/lasker.pgn #1 (Reza - Sara): illegal at ply 8, a7-d7: black still has 6 pieces in hand and must place [stockboi-dokuz-tas]
> records/morris/lasker.pgn #2 (Thabo - Jan): illegal at ply 9, b2-d2: white still has 5 pieces in hand and must place [stockboi-dokuz-tas]
> records/morris/moara-cluj.pgn #1 (Ayşe - Eva): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 113 plies [stockboi-dokuz-tas]
> records/morris/moara-cluj.pgn #2 (Mina - Radu): illegal at ply 171, d5-e5: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/moara-cluj.pgn #3 (Lerato - Sara): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 94 plies [stockboi-dokuz-tas]
> records/morris/moara-cluj.pgn #4 (Mina - Maria): illegal at ply 187, b4-a4: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/morabaraba.pgn #1 (Radu - Thabo): illegal at ply 19, g1: white has no pieces left to place [stockboi-dokuz-tas]
> records/morris/morabaraba.pgn #2 (Lerato - Can): illegal at ply 19, d5: white has no pieces left to place [stockboi-dokuz-tas]
> records/morris/morabaraba.pgn #3 (Lerato - Jan): illegal at ply 19, f2: white has no pieces left to place [stockboi-dokuz-tas]
> records/morris/nine-mens-morris.pgn #1 (Mina - Mehmet): illegal at ply 126, d3-d2: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/nine-mens-morris.pgn #2 (Mina - Thabo): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 125 plies [stockboi-dokuz-tas]
> records/morris/nine-mens-morris.pgn #3 (Eva - Jan): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 72 plies [stockboi-dokuz-tas]
> records/morris/nine-mens-morris.pgn #4 (Lerato - Jan): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 111 plies [stockboi-dokuz-tas]
> records/morris/nine-mens-morris.pgn #5 (Can - Ali): illegal at ply 137, d1-a1: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/nine-mens-morris.pgn #6 (Mina - Ayşe): illegal at ply 158, f6-d7: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/nine-mens-morris.pgn #7 (Mina - Can): valid, 0-1 (resignation, as the record says), 18 plies [stockboi-dokuz-tas]
> records/morris/one-time-mill.pgn #1 (Ana - Maria): illegal at ply 73, b6-b4: black's e4-f4 closed a mill: a white piece must be removed (x) before the next move [stockboi-dokuz-tas]
> records/morris/one-time-mill.pgn #2 (Ayşe - Ali): illegal at ply 51, d3-c3: black's f6-d6 closed a mill: a white piece must be removed (x) before the next move [stockboi-dokuz-tas]
> records/morris/playok-archive.pgn #1 (Lerato - Radu): illegal at ply 273, 8-14: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/playok-archive.pgn #2 (Jan - Maria): illegal at ply 124, 10-11: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/playok-archive.pgn #3 (Lerato - Jan): illegal at ply 115, 23-20: the game is over: 60 plies without a removal [stockboi-dokuz-tas]
> records/morris/playok-archive.pgn #4 (Elif - Ayşe): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 91 plies [stockboi-dokuz-tas]
> records/morris/six-mens-morris.pgn #1 (Ana - Can): illegal at ply 3, e1: e1 is not a point on this board [stockboi-dokuz-tas]
> records/morris/six-mens-morris.pgn #2 (Lerato - Reza): illegal at ply 2, d4: d4 is not a point on this board [stockboi-dokuz-tas]
> records/morris/three-mens-morris.pgn #1 (Lerato - Mehmet): illegal at ply 1, c2: c2 is not a point on this board [stockboi-dokuz-tas]
> records/morris/three-mens-morris.pgn #2 (Eva - Sara): illegal at ply 1, a3: a3 is not a point on this board [stockboi-dokuz-tas]
> records/morris/three-mens-morris.pgn #3 (Sara - Ali): illegal at ply 1, c2: c2 is not a point on this board [stockboi-dokuz-tas]
> records/morris/twelve-mens-morris.pgn #1 (Reza - Eva): illegal at ply 19, c3: white has no pieces left to place [stockboi-dokuz-tas]
> records/morris/twelve-mens-morris.pgn #2 (Thabo - Lerato): illegal at ply 16, b2xe4: black closed no mill: there is nothing to remove [stockboi-dokuz-tas]
> 43 records: 16 valid, 27 illegal, 0 mismatched, 0 unreadable
! arbiter: records/morris/dooz-tehran.pgn:21:53: the game is over: 60 plies without a removal
!   53. c4-b4 g1-d1 54. b4-c4 d5-e5 55. f6-f4 d1-g1 56. c4-b4 g1-d1 57. f4-f6
!                                                       ^
! arbiter: records/morris/dooz-tehran.pgn:82:69: the game is over: 60 plies without a removal
!   74. d3-d2 d7-g7 75. d2-d3 a7-a4 76. f4-g4 d5-c5 77. d3-e3 c5-d5 78. d6-d7
!                                                                       ^
! arbiter: records/morris/dooz-tehran.pgn:126:27: the game is over: 60 plies without a removal
!   d3-c3 53. d5-e5 a1-d1 54. d7-d6 d2-f2xd6 55. c4-b4 c3-d3 56. b4-c4
!                             ^
! arbiter: records/morris/dooz-twelve.pgn:11:17: white has no pieces left to place
!   a1 9. g4 f6 10. c5 e5 11. d2-f2 f4 12. f2-e3 b2-d2 13. b4-c4 d2-b2xe4
!                   ^
! arbiter: records/morris/dooz-twelve.pgn:30:17: white has no pieces left to place
!   c5 9. g1 d7 10. b4 f6 11. f2 e5 12. d5-d6 e5-d5 13. e3-d3 f6-e5xf2
!                   ^
! arbiter: records/morris/lasker.pgn:10:34: black still has 6 pieces in hand and must place
!   1. b6 a7 2. g7 d2 3. c4 f6 4. d1 a7-d7 5. c3 e4 6. c4-c5 f6-f4 7. d1-g1
!                                    ^
! arbiter: records/morris/lasker.pgn:43:40: white still has 5 pieces in hand and must place
!   1. f6 f4 2. b2 g1 3. e5 e4 4. a4 f2 5. b2-d2 g7 6. a4-a7 g7-g4xa7
!                                          ^
! arbiter: records/morris/moara-cluj.pgn:51:43: the game is over: 60 plies without a removal
!   e5-e4 84. a1-d1 d2-d3 85. d6-d5 b6-d6 86. d5-e5 d3-e3 87. d1-d2 c3-d3
!                                             ^
! arbiter: records/morris/moara-cluj.pgn:112:53: the game is over: 60 plies without a removal
!   91. c5-d5 d7-a7 92. d5-d6 g4-g7 93. d6-d7 g7-g4 94. b4-a4 g4-f4 95. b2-d2
!                                                       ^
! arbiter: records/morris/morabaraba.pgn:11:17: white has no pieces left to place
!   b6 9. b4 d3 10. g1 d6xc5 11. c5 g7 12. a1xb6 b6 13. c4-c3 f4-e4 14. b4-c4xd3
!                   ^
! arbiter: records/morris/morabaraba.pgn:34:17: white has no pieces left to place
!   e4 9. g1 e5 10. d5 b2 11. e3xe5 f4xf6 12. c3 f6 13. a7-a4xb2 b6-a7xa1
!                   ^
! arbiter: records/morris/morabaraba.pgn:50:29: white has no pieces left to place
!   8. e5xc3 b2 9. g7 b6xc4 10. f2 e4 11. a7 c4xa7 12. d7 f4xd3 13. d5-d6
!                               ^
! arbiter: records/morris/nine-mens-morris.pgn:23:27: the game is over: 60 plies without a removal
!   62. g7-d7 d1-g1 63. a1-d1 d3-d2 64. d7-g7 b2-b4 65. d5-c5 d2-d3 66. c5-c4
!                             ^
! arbiter: records/morris/nine-mens-morris.pgn:118:5: the game is over: 60 plies without a removal
!   69. d1-a1 c5-c4 70. b6-d6 c4-b4 71. f4-e4 f6-f4 72. d2-f2 e3-d3 73. d6-d5
!       ^
! arbiter: records/morris/nine-mens-morris.pgn:150:27: the game is over: 60 plies without a removal
!   78. d2-d3 d7-a1 79. f4-e4 f6-d7 80. d5-d6 d7-b6 81. d3-c3 b6-c4 82. d6-f6
!                             ^
! arbiter: records/morris/one-time-mill.pgn:17:37: black's e4-f4 closed a mill: a white piece must be removed (x) before the next move
!   35. d5-d6 c4-c3 36. e5-d5 e4-f4 37. b6-b4 d1-g1 38. d5-e5 c3-c4 39. b4-a4
!                                       ^
! arbiter: records/morris/one-time-mill.pgn:53:59: black's f6-d6 closed a mill: a white piece must be removed (x) before the next move
!   a1-a4 23. d2-d3 d6-f6 24. c4-c5 b2-d2 25. e5-e4 f6-d6 26. d3-c3 d6-f6
!                                                             ^
! arbiter: records/morris/playok-archive.pgn:37:59: the game is over: 60 plies without a removal
!   6-14 134. 3-11 14-6 135. 11-13 6-14 136. 13-19 14-21 137. 8-14 20-23
!                                                             ^
! arbiter: records/morris/playok-archive.pgn:69:40: the game is over: 60 plies without a removal
!   8-9 60. 6-5 12-7 61. 5-6 9-8 62. 15-14 10-11 63. 14-15 19-20 64. 23-24x21
!                                          ^
! arbiter: records/morris/playok-archive.pgn:96:22: the game is over: 60 plies without a removal
!   2-3 57. 9-8 13-9 58. 23-20 1-2 59. 21-14 19-11 60. 8-5 2-1 61. 24-15
!                        ^
! arbiter: records/morris/six-mens-morris.pgn:10:13: e1 is not a point on this board
!   1. b4 c5 2. e1 a1 3. c4 e3 4. b3 b2 5. a5 c2 6. d2 d3 7. c4-d4 a1-c1
!               ^
! arbiter: records/morris/six-mens-morris.pgn:23:7: d4 is not a point on this board
!   1. c5 d4 2. c2 e1 3. e5 a3 4. c4 d3 5. c1 b4 6. e3 d2xc2 7. c1-a1
!         ^
! arbiter: records/morris/three-mens-morris.pgn:10:4: c2 is not a point on this board
!   1. c2 a3 2. b1 a2 3. c3 a1 0-1
!      ^
! arbiter: records/morris/three-mens-morris.pgn:21:4: a3 is not a point on this board
!   1. a3 a2 2. c3 b2 3. c2 b1 4. c2-c1 b2-c2 5. c3-b3 a2-a1 6. a3-a2
!      ^
! arbiter: records/morris/three-mens-morris.pgn:33:4: c2 is not a point on this board
!   1. c2 a1 2. c1 b3 3. a2 a3 4. c1-b2 1-0
!      ^
! arbiter: records/morris/twelve-mens-morris.pgn:11:20: white has no pieces left to place
!   f4 9. d6xd7 e3 10. c3 a7 11. b2xa7 d7 12. d1 a1 13. d5-c5 e5-d5 14. b6-a7
!                      ^
! arbiter: records/morris/twelve-mens-morris.pgn:29:10: black closed no mill: there is nothing to remove
!   8. g4xf2 b2xe4 9. d5 c5xa7 10. d1 f2 11. d2xf2 e4 12. e5 a7xe5 13. d5-e5
!            ^
