# cells outside the grid, in each notation
$ printf 'e5 j1\n' | arbiter validate -n global -; printf '4.4 9.0\n' | arbiter validate -n board-cell -; printf '4 4, 9 9\n' | arbiter validate -n codingame -; printf '40 81\n' | arbiter validate -n index -; printf '55 50\n' | arbiter validate -n keypad -
? 1
> <stdin> #1: illegal at ply 2, j1: 'j1' is not a cell in global notation [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 2, 9.0: '9.0' is not a cell in board-cell notation (did you mean 4.0?) [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 2, 9 9: '9 9' is not a cell in codingame notation [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 2, 81: '81' is not a cell in index notation [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
> <stdin> #1: illegal at ply 2, 50: '50' is not a cell in keypad notation [uttt-standard]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1:4: 'j1' is not a cell in global notation
!   e5 j1
!      ^
! arbiter: <stdin>:1:5: '9.0' is not a cell in board-cell notation (did you mean 4.0?)
!   4.4 9.0
!       ^
! arbiter: <stdin>:1:6: '9 9' is not a cell in codingame notation
!   4 4, 9 9
!        ^
! arbiter: <stdin>:1:4: '81' is not a cell in index notation
!   40 81
!      ^
! arbiter: <stdin>:1:4: '50' is not a cell in keypad notation
!   55 50
!      ^
