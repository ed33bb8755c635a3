# fewer pieces than the loss limit left at its default (3): refused at pieces, as the limit is where it is written (it passed, and every game was lost at once)
$ arbiter variants check tests/data/variants/bad/pieces-below-loss.yaml
? 2
! arbiter: tests/data/variants/bad/pieces-below-loss.yaml:5:9: pieces: 2 is fewer than rules.loss.below, 3 where it is not written: every game would be lost before its first move (write rules.loss.below)
