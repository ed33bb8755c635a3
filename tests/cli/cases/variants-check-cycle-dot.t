# an extends cycle through "./" paths names its files as they are, with no
# "././" piled up on each turn
$ arbiter variants check tests/data/variants/bad/cycle-dot-a.yaml
? 2
! arbiter: tests/data/variants/bad/cycle-dot-a.yaml: extends makes a cycle: cycle-dot-a.yaml -> cycle-dot-b.yaml -> cycle-dot-a.yaml
