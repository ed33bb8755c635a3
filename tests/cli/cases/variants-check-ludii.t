# a board's Ludii vertex order lists every point once: a point twice, a point left out
$ arbiter variants check tests/data/variants/bad/ludii-twice.yaml; arbiter variants check tests/data/variants/bad/ludii-short.yaml
? 2
! arbiter: tests/data/variants/bad/ludii-twice.yaml:7:19: 'b1' is listed twice in ludii
! arbiter: tests/data/variants/bad/ludii-short.yaml:7:10: ludii must list every point of the board once, in Ludii's vertex order (3 points)
