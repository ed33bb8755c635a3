# a key given twice in a mapping inside an option's value (a start position's point, an inline board's lines) is refused at the second, as at the top (the first value was taken in silence)
$ arbiter variants check tests/data/variants/bad/start-twice.yaml tests/data/variants/bad/board-twice.yaml
? 2
! arbiter: tests/data/variants/bad/start-twice.yaml:6:26: '24' is given twice
! arbiter: tests/data/variants/bad/board-twice.yaml:4:66: 'lines' is given twice
