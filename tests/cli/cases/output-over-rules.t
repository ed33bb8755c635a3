# -o never writes over the file of the rule set the run plays under (-V), an
# input as the records are: refused before anything is read (exit 2), the file
# as it was; and never over a file that rule set extends
$ cp variants/morris/three-mens-morris.yaml /tmp/arbiter-rules-$$.yaml; arbiter convert -V /tmp/arbiter-rules-$$.yaml -t playok -o /tmp/arbiter-rules-$$.yaml tests/data/morris/aliases.pgn 2>&1 | sed "s/-[0-9]*\.yaml/.yaml/"; cmp variants/morris/three-mens-morris.yaml /tmp/arbiter-rules-$$.yaml && echo same; arbiter report -V /tmp/arbiter-rules-$$.yaml -o /tmp/arbiter-rules-$$.yaml tests/data/morris/aliases.pgn 2>&1 | sed "s/-[0-9]*\.yaml/.yaml/"; rm -f /tmp/arbiter-rules-$$.yaml; mkdir -p /tmp/arbiter-ext-$$; cp variants/morris/three-mens-morris.yaml /tmp/arbiter-ext-$$/parent.yaml; printf 'name: child-of-three\ngame: morris\nextends: parent.yaml\n' > /tmp/arbiter-ext-$$/child.yaml; arbiter convert -V /tmp/arbiter-ext-$$/child.yaml -t playok -o /tmp/arbiter-ext-$$/parent.yaml tests/data/morris/aliases.pgn 2>&1 | sed "s#/tmp/arbiter-ext-[0-9]*#DIR#"; cmp variants/morris/three-mens-morris.yaml /tmp/arbiter-ext-$$/parent.yaml && echo same; rm -rf /tmp/arbiter-ext-$$
? 0
> arbiter: convert: -o /tmp/arbiter-rules.yaml is a file of the rule set the run plays under (-V): write to another file
> same
> arbiter: report: -o /tmp/arbiter-rules.yaml is a file of the rule set the run plays under (-V): write to another file
> arbiter: convert: -o DIR/parent.yaml is a file of the rule set the run plays under (-V): write to another file
> same
