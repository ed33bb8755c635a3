# a key given twice is an error at the second, not a silent choice: at the
# top, or in a nested mapping, in block or flow style (two draw: blocks were
# merged into one)
$ arbiter variants check tests/data/variants/bad/twice-name.yaml; arbiter variants check tests/data/variants/bad/twice-block.yaml; arbiter variants check tests/data/variants/bad/twice-flow.yaml
? 2
! arbiter: tests/data/variants/bad/twice-name.yaml:5:1: 'name' is given twice
! arbiter: tests/data/variants/bad/twice-block.yaml:7:3: 'draw' is given twice
! arbiter: tests/data/variants/bad/twice-flow.yaml:4:32: 'draw' is given twice
