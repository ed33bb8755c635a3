# check exits 2 on a bad file
$ arbiter variants check tests/data/variants/custom-board.yaml tests/data/variants/bad/bad-enum.yaml
? 2
> tests/data/variants/custom-board.yaml: custom-board, a morris variant: OK
! arbiter: tests/data/variants/bad/bad-enum.yaml:4:12: rules.blocked must be one of loses, passes, draw, remove-then-move, opponent-unblocks, not 'sulks'
