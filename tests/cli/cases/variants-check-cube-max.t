# rules.cube.max is a value the cube takes, doubling from 1: 3 is refused at its place (it was accepted, and acted as 2)
$ d=$(mktemp -d); printf 'name: c3\ngame: backgammon\nextends: backgammon\nrules:\n  cube:\n    max: 3\n' > $d/c3.yaml; arbiter variants check $d/c3.yaml 2>&1 | sed "s#$d#DIR#"; rm -rf $d
? 0
> arbiter: DIR/c3.yaml:6:10: rules.cube.max: 3 is no value of the cube, which doubles: 2, 4, 8 ... 1048576
