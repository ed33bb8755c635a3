# a good variant file
$ arbiter variants check tests/data/variants/custom-board.yaml
? 0
> tests/data/variants/custom-board.yaml: custom-board, a morris variant: OK
