# a title above a pasted move list that starts "Game 1:" is no .mat game line ("Game 1" and nothing after it): the file is read as moves, where it was taken for a .mat match and was unreadable as a whole
$ arbiter validate -
< Game 1: nine men's morris, at the club
< 1. d6 f4 2. b6 d2 3. a7 g7
? 1
> <stdin> #1: illegal at ply 1, Game: 'Game' is not a move in algebraic notation [nine-mens-morris]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:1: 'Game' is not a move in algebraic notation
!   Game 1: nine men's morris, at the club
!   ^
