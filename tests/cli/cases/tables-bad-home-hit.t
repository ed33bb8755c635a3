# the home-board rule of hits in a rule set of pins
$ arbiter variants check tests/data/variants/bad/home-hit-with-pins.yaml
? 2
! arbiter: tests/data/variants/bad/home-hit-with-pins.yaml:6:13: rules.home_hit: not-onto-own is a rule of hits, and these rules have rules.blot: pin
