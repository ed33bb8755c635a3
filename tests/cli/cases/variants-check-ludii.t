# a board's Ludii vertex order lists every point once: a point twice, a point left out; its hands come after its points
$ arbiter variants check tests/data/variants/bad/ludii-twice.yaml; arbiter variants check tests/data/variants/bad/ludii-short.yaml; arbiter variants check tests/data/variants/bad/ludii-hand.yaml
? 2
! arbiter: tests/data/variants/bad/ludii-twice.yaml:7:19: 'b1' is listed twice in ludii
! arbiter: tests/data/variants/bad/ludii-short.yaml:7:10: ludii must list every point of the board once, in Ludii's vertex order (3 points)
! arbiter: tests/data/variants/bad/ludii-hand.yaml:8:15: ludii_hand is the site of the first player's hand in Ludii's numbering: a number from 3 (the points) on
