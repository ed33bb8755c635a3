# a misspelt key names its line and column
$ arbiter variants check tests/data/variants/bad/misspelt-key.yaml
? 2
! arbiter: tests/data/variants/bad/misspelt-key.yaml:5:3: unknown key 'rules.remval' (did you mean 'rules.removal'?)
