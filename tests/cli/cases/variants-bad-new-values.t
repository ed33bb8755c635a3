# the rule options this stop added, given wrong: Tavla's home_hit: stop in
# a rule set without hits, rules.wall_opens not a truth value, a misspelt
# one-time-mill value (and board_full: first-win beside it, not reached)
$ for f in home-hit-stop-no-hits wall-opens-not-bool one-time-mill-misspelt; do arbiter variants check tests/data/variants/bad/$f.yaml; echo "exit $?"; done
? 0
> exit 2
> exit 2
> exit 2
! arbiter: tests/data/variants/bad/home-hit-stop-no-hits.yaml:6:13: rules.home_hit: stop is a rule of hits, and these rules have rules.blot: none
! arbiter: tests/data/variants/bad/wall-opens-not-bool.yaml:5:15: rules.wall_opens must be true or false, not 'maybe'
! arbiter: tests/data/variants/bad/one-time-mill-misspelt.yaml:5:28: rules.removal.repeated_mill must be one of allowed, no-immediate-return, once-per-line, new-point, not 'new-points'
