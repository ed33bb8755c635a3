# a board whose lines list one mill twice (in any order), or a line that names one point again, is refused at that line (one row closed earned two removals per mill; one piece on a3 closed [a3, a3, a3])
$ arbiter variants check tests/data/variants/bad/mill-twice.yaml tests/data/variants/bad/line-point-twice.yaml
? 2
! arbiter: tests/data/variants/bad/mill-twice.yaml:4:91: the mill c3 b3 a3 is listed twice: it would be two mills
! arbiter: tests/data/variants/bad/line-point-twice.yaml:4:84: point a3 is listed twice in one of the lines
