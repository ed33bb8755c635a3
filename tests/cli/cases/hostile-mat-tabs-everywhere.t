# .mat with a tab between every word ("Game<TAB>1", "anna<TAB>:<TAB>0"), as an
# editor that turns blanks into tabs leaves it: every game read (0 records
# and exit 0 before)
$ arbiter validate tests/data/hostile/mat-tabs-everywhere.mat
? 0
> tests/data/hostile/mat-tabs-everywhere.mat #1 (anna - bert): valid, 0-1 (drop: anna dropped the double: 1 point), 5 plies, game 1, score before 0-0 [backgammon]
> tests/data/hostile/mat-tabs-everywhere.mat match 1 (anna - bert, 3 points): 1 game, final score 0-1, unfinished
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
