# resignations as producers write them: a roll then ???? (Wins in the winner's or the resigner's column), 00: ????, a bare ????, Resigns, Concedes
$ arbiter validate tests/data/backgammon/dialects/resign-forms.mat
? 1
> tests/data/backgammon/dialects/resign-forms.mat #1 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #2 (gnubg - BGBlitz): valid, 0-1 (resignation: gnubg resigned a single: 1 point), 2 plies, game 2, score before 1-0 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #3 (gnubg - BGBlitz): valid, 0-1 (resignation: gnubg resigned a single: 1 point), 2 plies, game 3, score before 1-1 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #4 (gnubg - BGBlitz): mismatch: 2 points is no resignation with the cube on 1 (1, 1 or 1: the Jacoby rule, the cube never turned) [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #5 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 5, score before 3-2 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #6 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 6, score before 4-2 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #7 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 7, score before 5-2 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat match 1 (gnubg - BGBlitz, money play): 7 games, final score 6-2
> 7 records: 6 valid, 0 illegal, 1 mismatched, 0 unreadable
! arbiter: tests/data/backgammon/dialects/resign-forms.mat:25:12: 2 points is no resignation with the cube on 1 (1, 1 or 1: the Jacoby rule, the cube never turned)
!         Wins 2 points
!              ^
