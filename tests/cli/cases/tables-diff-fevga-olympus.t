# the two readings of Fevga's first checker
$ arbiter variants diff fevga fevga-olympus
? 0
> rules.prime: not-own-start -> allowed
> rules.first_checker: pass-opponent-start -> reach-opponent-half
> rules.wall_opens: true -> false
