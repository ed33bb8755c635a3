# a .mat header's [Variation] names the rule set as a [Variant] tag does,
# by any of its names (XG writes LongGammon); one arbiter does not know
# makes its match unreadable, not refereed as backgammon; a rule tag that
# says neither on nor off is a warning, the rule set's rule kept
$ arbiter validate tests/data/backgammon/dialects/variation-names.mat
? 2
> tests/data/backgammon/dialects/variation-names.mat #1 (anna - bert): valid, * (unfinished), 2 plies, game 1, score before 0-0 [longgammon]
> tests/data/backgammon/dialects/variation-names.mat match 1 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/dialects/variation-names.mat #2 (anna - bert): unreadable: the record's variant 'Frobgammon' is unknown (see 'arbiter variants list', or choose one with -V)
> tests/data/backgammon/dialects/variation-names.mat match 2 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> tests/data/backgammon/dialects/variation-names.mat #3 (anna - bert): valid, * (unfinished), 2 plies, game 1, score before 0-0 [backgammon]
> tests/data/backgammon/dialects/variation-names.mat match 3 (anna - bert, 3 points): 1 game, final score 0-0, unfinished
> 3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/backgammon/dialects/variation-names.mat:16: the record's variant 'Frobgammon' is unknown (see 'arbiter variants list', or choose one with -V)
! arbiter: tests/data/backgammon/dialects/variation-names.mat:26: warning: the header says [Crawford "Maybe"], which is neither on nor off: the rule set's rule holds
