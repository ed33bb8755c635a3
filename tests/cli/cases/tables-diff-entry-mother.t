# the entry rule and the mother's readings in the diff
$ arbiter variants diff acey-deucey tests/data/variants/acey-all-first.yaml && arbiter variants diff tests/data/variants/mother-ends.yaml tests/data/variants/mother-both.yaml
? 0
> rules.entry: free -> all-first
> rules.mother: ends -> both
