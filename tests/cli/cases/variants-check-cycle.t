# an extends cycle
$ arbiter variants check tests/data/variants/bad/cycle-a.yaml
? 2
! arbiter: tests/data/variants/bad/cycle-a.yaml: extends makes a cycle: cycle-a.yaml -> cycle-b.yaml -> cycle-a.yaml
