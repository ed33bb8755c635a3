# free comment lines before the match line (a bot duel's header): the file is a .mat file, read as one
$ arbiter validate tests/data/backgammon/dialects/preamble-comments.mat
? 0
> tests/data/backgammon/dialects/preamble-comments.mat #1 (gnubg - BGBlitz): valid, 1-0 (resignation: BGBlitz resigned a single: 1 point), 4 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/preamble-comments.mat match 1 (gnubg - BGBlitz, 3 points): 1 game, final score 1-0, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
