# a top-level key given twice is an error at the second, not a silent choice
$ arbiter variants check tests/data/variants/bad/twice-name.yaml
? 2
! arbiter: tests/data/variants/bad/twice-name.yaml:5:1: 'name' is given twice
