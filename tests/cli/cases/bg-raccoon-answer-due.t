# after a raccoon the beaverer answers it or the doubler's roll takes it: a roll in the beaverer's column before any answer (gnubg's .mat export writes the doubler's rolls there after a raccoon) is out of turn; the raccooned side owns the cube, so the doubler may not double next; a play refused after a raccoon is said as any other
$ arbiter validate -
< 0 point match
<
< Game 1
< gnubg : 0                      root : 0
<  1)                             31: 8/5 6/5
<  2)  Doubles => 2                Beavers => 4
<  3)  Beavers => 8               42: 8/4 6/4
<
< Game 2
< gnubg : 0                      root : 0
<  1)                             31: 8/5 6/5
<  2)  Doubles => 2                Beavers => 4
<  3)  Beavers => 8
<  4) 42: 8/4 6/4                 52: 13/8 13/11
<  5)  Doubles => 16
<
< Game 3
< gnubg : 0                      root : 0
<  1)                             31: 8/5 6/5
<  2)  Doubles => 2                Beavers => 4
<  3)  Beavers => 8
<  4) 42: 8/2 6/4
? 1
> <stdin> #1 (gnubg - root): illegal at ply 5, 42: 8/4 6/4: root must take or drop the double first [backgammon-money]
> <stdin> #2 (gnubg - root): illegal at ply 7, Doubles => 16: root owns the cube: gnubg may not double [backgammon-money]
> <stdin> #3 (gnubg - root): illegal at ply 5, 42: 8/2 6/4: the play does not fit the roll 4-2 [backgammon-money]
> <stdin> match 1 (gnubg - root, money play): 3 games, final score 0-0
> 3 records: 0 valid, 3 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:7:33: root must take or drop the double first
!    3)  Beavers => 8               42: 8/4 6/4
!                                   ^
! arbiter: <stdin>:15:6: root owns the cube: gnubg may not double
!    5)  Doubles => 16
!        ^
! arbiter: <stdin>:22:5: the play does not fit the roll 4-2
!    4) 42: 8/2 6/4
!       ^
