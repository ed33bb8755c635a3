# the rules takhte-nard changes
$ arbiter variants diff backgammon takhte-nard
? 0
> rules.scoring: {single: 1, gammon: 2, backgammon: 3, backgammon_on_bar: true, mother: 2, per_checker: false} -> {single: 1, gammon: 2, backgammon: 3, backgammon_on_bar: false, mother: 2, per_checker: false}
> rules.home_hit: any -> not-onto-own
