# a board has at most 128 points
$ arbiter variants check tests/data/variants/bad/board-129-points.yaml
? 2
! arbiter: tests/data/variants/bad/board-129-points.yaml:5:11: a board needs points: a list of 3 to 128 point names
