# a start written as data in the rule set: the diff shows it as written
$ arbiter variants diff tapa tests/data/variants/tapa-two-start.yaml
? 0
> rules.start: head -> {24: 2, hand: 13}
