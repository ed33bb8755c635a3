# a mark in the wrong board names the board required
$ printf 'e5 e6 d4\n' | arbiter validate -n global -
? 1
> <stdin> #1: illegal at ply 3, d4: board d7-f9 (top) is required [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:7: board d7-f9 (top) is required
!   e5 e6 d4
!         ^
