# extends by path is held to the rule set's own folder where the path
# leads, not only as it is spelt: base.yaml that is a link to a file
# outside, or sub/ that is a link to a folder outside, is refused before a
# byte of it is read (the outside file's s3cr3t is never quoted), for a file
# -V names as for one on the search path; a link that stays inside the
# folder is followed, and a rule set on the search path still extends a
# linked one by name
$ d=$(mktemp -d); mkdir -p $d/out $d/sent/in $d/path/morris; printf 'name: base\ngame: morris\npieces: s3cr3t\n' > $d/out/base.yaml; ln -s ../out/base.yaml $d/sent/base.yaml; ln -s ../out $d/sent/sub; printf 'name: base\ngame: morris\n' > $d/sent/in/base.yaml; ln -s in $d/sent/near; printf 'name: a\nextends: base.yaml\n' > $d/sent/a.yaml; printf 'name: b\nextends: sub/base.yaml\n' > $d/sent/b.yaml; printf 'name: c\nextends: ./near/base.yaml\n' > $d/sent/c.yaml; for f in a b c; do arbiter variants check $d/sent/$f.yaml 2>&1 | sed "s#$d#DIR#"; echo "exit ${PIPESTATUS[0]}"; done; ln -s ../../out/base.yaml $d/path/morris/base.yaml; printf 'name: p\nextends: base.yaml\n' > $d/path/morris/p.yaml; printf 'name: q\nextends: nine-mens-morris\npieces: 10\n' > $d/out/q.yaml; ln -s ../../out/q.yaml $d/path/morris/q.yaml; printf 'name: r\nextends: q\n' > $d/path/morris/r.yaml; for v in p r; do ARBITER_VARIANTS=$d/path:$ARBITER_VARIANTS arbiter variants show $v 2>&1 | sed "s#$d#DIR#" | grep -e arbiter: -e '^pieces '; echo "exit ${PIPESTATUS[0]}"; done; rm -rf $d
? 0
> arbiter: DIR/sent/a.yaml: extends 'base.yaml' leads out of this file's folder through a symbolic link: extends names a rule set, or a file in this file's folder or below it
> exit 2
> arbiter: DIR/sent/b.yaml: extends 'sub/base.yaml' leads out of this file's folder through a symbolic link: extends names a rule set, or a file in this file's folder or below it
> exit 2
> DIR/sent/c.yaml: c, a morris variant: OK
> exit 0
> arbiter: DIR/path/morris/p.yaml: extends 'base.yaml' leads out of this file's folder through a symbolic link: extends names a rule set, or a file in this file's folder or below it
> exit 2
> pieces                               10                   # pieces per side (DIR/path/morris/q.yaml:3)
> exit 0
