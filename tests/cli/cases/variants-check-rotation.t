# a rotation whose rule set does not load, is of another game or rotates itself: each refused at its name (they passed, and every record under them was unreadable or judged under the wrong rules)
$ arbiter variants check tests/data/variants/bad/rotation-missing.yaml tests/data/variants/bad/rotation-other-game.yaml tests/data/variants/bad/rotation-nested.yaml
? 2
! arbiter: tests/data/variants/bad/rotation-missing.yaml:5:24: rotation 'no-such-rules': no such rule set
! arbiter: tests/data/variants/bad/rotation-other-game.yaml:5:12: rotation 'nine-mens-morris' is a morris rule set, not backgammon
! arbiter: tests/data/variants/bad/rotation-nested.yaml:5:24: rotation 'tavli' has a rotation of its own: a game of the match is played under one rule set
