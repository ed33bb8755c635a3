# a rule set's rotation names rule sets by their names: a received one
# given with -V whose rotation names a file (an absolute path, one from the
# working folder) is refused at its place, and nothing of that file is read;
# it was loaded, anywhere on the disk, past what extends allows, and the
# match's games were judged under it
$ d=$(mktemp -d); mkdir $d/sent; printf 'name: elsewhere\nextends: backgammon\nrules:\n  cube:\n    max: 2\n' > $d/elsewhere.yaml; printf 'name: sent\nextends: backgammon\nrotation: [%s]\n' $d/elsewhere.yaml > $d/sent/abs.yaml; printf 'name: sent\nextends: backgammon\nrotation: [backgammon, ../elsewhere.yaml]\n' > $d/sent/up.yaml; for f in abs up; do arbiter validate -q -V $d/sent/$f.yaml records/backgammon/gnubg-5-point-match.mat 2>&1 | sed "s#$d#DIR#g"; echo "exit ${PIPESTATUS[0]}"; done; rm -rf $d
? 0
> arbiter: DIR/sent/abs.yaml:3:12: rotation names rule sets by their names, not a file: 'DIR/elsewhere.yaml'
> exit 2
> arbiter: DIR/sent/up.yaml:3:24: rotation names rule sets by their names, not a file: '../elsewhere.yaml'
> exit 2
