# an alias that is another rule set's name is refused at the alias: the name wins every lookup, and the alias was never the file's (it passed in silence)
$ ARBITER_VARIANTS=variants arbiter variants check tests/data/variants/bad/alias-is-a-name.yaml
? 2
! arbiter: tests/data/variants/bad/alias-is-a-name.yaml:5:24: alias 'nine-mens-morris' is the name of another rule set (variants/morris/nine-mens-morris.yaml): a record naming it gets that one, never alias-is-a-name
