# a move in the riddles notation (column then row, each 0-8) out of range,
# or one whose second number is missing at the line's end: illegal there,
# the token as written and no more (the line's end was read into it)
$ printf '4 4, 9 3\n4 4, 4#3\n' | arbiter validate -V uttt-standard -n riddles -
? 1
> <stdin> #1: illegal at ply 2, 9 3: '9 3' is not a cell in riddles notation [uttt-standard]
> <stdin> #2: illegal at ply 2, 4#3: '4#3' is not a cell in riddles notation (did you mean 4 3?) [uttt-standard]
> 2 records: 0 valid, 2 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:6: '9 3' is not a cell in riddles notation
!   4 4, 9 3
!        ^
! arbiter: <stdin>:2:6: '4#3' is not a cell in riddles notation (did you mean 4 3?)
!   4 4, 4#3
!        ^
