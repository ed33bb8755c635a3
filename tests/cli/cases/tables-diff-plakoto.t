# what Plakoto changes from backgammon
$ arbiter variants diff backgammon plakoto
? 0
> rules.start: standard -> head
> rules.opening_roll: use -> reroll
> rules.scoring: {single: 1, gammon: 2, backgammon: 3, backgammon_on_bar: true, mother: 2, per_checker: false} -> {single: 1, gammon: 2, backgammon: 2, backgammon_on_bar: true, mother: 2, per_checker: false}
> rules.cube: {enabled: true, max: 64} -> {enabled: false, max: 64}
> rules.crawford: true -> false
> rules.blot: hit -> pin
> rules.mother: none -> unless-start
