# resignations as producers write them: a roll then ???? (Wins in the winner's or the resigner's column), 00: ????, a bare ????, Resigns, Concedes
$ arbiter validate tests/data/backgammon/dialects/resign-forms.mat
? 0
> tests/data/backgammon/dialects/resign-forms.mat #1 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 1, score before 0-0 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #2 (gnubg - BGBlitz): valid, 0-1 (resignation: gnubg resigned a single: 1 point), 2 plies, game 2, score before 1-0 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #3 (gnubg - BGBlitz): valid, 0-1 (resignation: gnubg resigned a single: 1 point), 2 plies, game 3, score before 1-1 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #4 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a gammon: 2 points (no Jacoby rule: the header does not state it, and the record counts the gammon in full)), 1 ply, game 4, score before 1-2 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #5 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 5, score before 3-2 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #6 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 6, score before 4-2 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat #7 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 1 ply, game 7, score before 5-2 [backgammon-money]
> tests/data/backgammon/dialects/resign-forms.mat match 1 (gnubg - BGBlitz, money play): 7 games, final score 6-2
> 7 records: 7 valid, 0 illegal, 0 mismatched, 0 unreadable
