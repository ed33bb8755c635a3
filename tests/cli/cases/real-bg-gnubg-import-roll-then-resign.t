# GNU Backgammon's SGF of a game given up after a roll not played: ;PL[B]DI[63] is bert's roll, RE[B+1R] says bert won, so anna resigned (not bert, as a .mat's "63: ????" would say); gnubg's own .mat of the SGF says the same, and convert writes the roll alone, "63:", so its .mat keeps the winner (tests/data/real/backgammon/gnubg-import)
$ arbiter validate tests/data/real/backgammon/gnubg-import/*; arbiter convert -q -t mat tests/data/real/backgammon/gnubg-import/roll-then-other-resigns.sgf | arbiter validate -
? 0
> tests/data/real/backgammon/gnubg-import/roll-then-other-resigns-reexported.mat #1 (anna - bert): valid, 0-1 (resignation: anna resigned a single: 1 point), 1 ply, game 1, score before 0-0 [backgammon]
> tests/data/real/backgammon/gnubg-import/roll-then-other-resigns-reexported.mat match 1 (anna - bert, 1 point): 1 game, final score 0-1, bert wins the match
> tests/data/real/backgammon/gnubg-import/roll-then-other-resigns.sgf #1 (anna - bert): valid, 0-1 (resignation: anna resigned a single: 1 point), 1 ply, game 1, score before 0-0 [backgammon]
> tests/data/real/backgammon/gnubg-import/roll-then-other-resigns.sgf match 1 (anna - bert, 1 point): 1 game, final score 0-1, bert wins the match
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> <stdin> #1 (anna - bert): valid, 0-1 (resignation: anna resigned a single: 1 point), 1 ply, game 1, score before 0-0 [backgammon]
> <stdin> match 1 (anna - bert, 1 point): 1 game, final score 0-1, bert wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
