# a rule set's extends names a rule set, or a file in its own folder or below:
# a received one that names /etc/passwd or ../secret.yaml is refused, and
# nothing of that file is read or quoted
$ d=$(mktemp -d); mkdir $d/sent; printf 'x: hunter2\n' > $d/secret.yaml; printf 'name: sent-rules\ngame: morris\nextends: ../secret.yaml\n' > $d/sent/a.yaml; printf 'name: sent-rules-2\ngame: morris\nextends: /etc/passwd\n' > $d/sent/b.yaml; for f in a b; do arbiter validate -V $d/sent/$f.yaml records/morris/nine-mens-morris.pgn 2>&1 | sed "s#$d#DIR#"; done; rm -rf $d
? 0
> arbiter: DIR/sent/a.yaml: extends names a rule set, or a file in this file's folder or below it, not '../secret.yaml'
> arbiter: DIR/sent/b.yaml: extends names a rule set, or a file in this file's folder or below it, not '/etc/passwd'
