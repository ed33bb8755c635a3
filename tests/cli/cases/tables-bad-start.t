# a starting position with a point past 24
$ arbiter variants check tests/data/variants/bad/bad-start-point.yaml
? 2
! arbiter: tests/data/variants/bad/bad-start-point.yaml:5:19: rules.start: '27' is no point (1-24, bar, hand)
