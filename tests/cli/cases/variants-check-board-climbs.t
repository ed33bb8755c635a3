# a board name cannot climb out of the boards folder
$ arbiter variants check tests/data/variants/bad/board-climbs.yaml
? 2
! arbiter: tests/data/variants/bad/board-climbs.yaml:5:8: board: '../morris/nine-mens-morris' is not a name of a file under boards/
