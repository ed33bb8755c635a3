# a rule set file named with -V whose name: is another rule set's on the search
# path is refused, as two files of one name on the path are: its verdicts
# would be said under the shipped rule set's name
$ d=$(mktemp -d); printf 'name: nine-mens-morris\ngame: morris\npieces: 1\nrules:\n  loss: {below: 1}\n' > $d/house.yaml; arbiter validate -V $d/house.yaml records/morris/nine-mens-morris.pgn 2>&1 | sed "s#$d#DIR#; s#of [^ ]*variants/morris/#of VARIANTS/morris/#"; echo "exit ${PIPESTATUS[0]}"; rm -rf $d
? 0
> arbiter: DIR/house.yaml:1:1: the file declares name: nine-mens-morris, the name of the rule set of VARIANTS/morris/nine-mens-morris.yaml: give it a name of its own
> exit 2
