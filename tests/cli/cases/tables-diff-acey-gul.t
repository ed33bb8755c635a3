# the other tables options in the diff: acey-deucey's 1-2, exact bearing off and per-checker scoring against Gul Bara's doubles progression
$ arbiter variants diff acey-deucey gul-bara
? 0
> rules.start: hand -> head
> rules.opening_roll: use -> reroll
> rules.scoring: {single: 1, gammon: 1, backgammon: 1, backgammon_on_bar: true, mother: 2, per_checker: true} -> {single: 1, gammon: 2, backgammon: 2, backgammon_on_bar: true, mother: 2, per_checker: false}
> rules.direction: opposite -> same
> rules.blot: hit -> none
> rules.doubles: four -> progression
> rules.doubles_plain_rolls: 0 -> 3
> rules.acey_deucey: true -> false
> rules.bearoff: exact -> standard
