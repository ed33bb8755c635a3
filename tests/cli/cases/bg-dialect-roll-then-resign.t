# gnubg and FIBS: a roll, no play, then Wins: the roller resigned after rolling
$ arbiter validate tests/data/real/backgammon/gnubg/gnubg_roll_then_resign_1p.mat
? 0
> tests/data/real/backgammon/gnubg/gnubg_roll_then_resign_1p.mat #1 (charlot1 - charlot2): valid, 1-0 (resignation: charlot2 resigned a single: 1 point), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/real/backgammon/gnubg/gnubg_roll_then_resign_1p.mat match 1 (charlot1 - charlot2, 1 point): 1 game, final score 1-0, charlot1 wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
