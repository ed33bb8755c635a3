# a rule set's rules that say nothing they seem to say are refused at their place: a mill that lists a point twice (it was a mill of two points, earning a removal; three times, one that never fired) and rules.draw.repetition: 1 (it drew at the 2nd occurrence, as 2 does)
$ d=$(mktemp -d); printf 'name: dm\ngame: morris\nextends: nine-mens-morris\nboard:\n  points: [a1, b1, c1, a2, b2, c2]\n  lines: [[a1, b1, c1], [a2, b2, c2], [a1, a2]]\n  mills: [[a1, a1, b1], [a2, b2, c2]]\npieces: 3\n' > $d/dm.yaml; printf 'name: rep1\ngame: morris\nextends: nine-mens-morris\nrules:\n  draw:\n    repetition: 1\n' > $d/rep1.yaml; arbiter variants check $d/dm.yaml $d/rep1.yaml 2>&1 | sed "s#$d#DIR#"
? 0
> arbiter: DIR/dm.yaml:7:16: point a1 is listed twice in one of the mills
> arbiter: DIR/rep1.yaml:6:17: rules.draw.repetition: 1 is no repetition: 0 (off), or 2 to 100, the occurrence of a position that draws
