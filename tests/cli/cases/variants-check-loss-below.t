# rules.loss.below past the pieces a side has is refused at its place: every game was lost before its first move (loss.below: 99 over 9 pieces ended the game at ply 1)
$ d=$(mktemp -d); printf 'name: l99\ngame: morris\nextends: nine-mens-morris\nrules:\n  loss:\n    below: 99\n' > $d/l99.yaml; arbiter variants check $d/l99.yaml 2>&1 | sed "s#$d#DIR#"; rm -rf $d
? 0
> arbiter: DIR/l99.yaml:6:12: rules.loss.below: 99 is more than the 9 pieces a side has: every game would be lost before its first move
