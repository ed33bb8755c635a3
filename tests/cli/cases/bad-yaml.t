# -V with a misspelt YAML key
$ arbiter validate -V tests/data/variants/bad/misspelt-key.yaml records/morris/lasker.pgn
? 2
! arbiter: tests/data/variants/bad/misspelt-key.yaml:5:3: unknown key 'rules.remval' (did you mean 'rules.removal'?)
