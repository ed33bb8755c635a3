# Fevga against long nardy: the head, the six-prime, the first checker
$ arbiter variants diff fevga long-nardy
? 0
> rules.head: {per_turn: 0, first_roll: ""} -> {per_turn: 1, first_roll: 66 44 33}
> rules.prime: not-own-start -> unless-opponent-ahead
> rules.first_checker: pass-opponent-start -> any
> rules.wall_opens: true -> false
