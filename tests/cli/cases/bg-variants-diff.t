# the Persian rules against money play
$ arbiter variants diff takhte-nard backgammon-money
? 0
> rules.scoring: {single: 1, gammon: 2, backgammon: 3, backgammon_on_bar: false, mother: 2, per_checker: false} -> {single: 1, gammon: 2, backgammon: 3, backgammon_on_bar: true, mother: 2, per_checker: false}
> rules.cube: {enabled: true, max: 64} -> {enabled: true, max: 1048576}
> rules.jacoby: false -> true
> rules.beavers: false -> true
> rules.home_hit: not-onto-own -> any
