# -o never writes over the file of the rule set the run plays under (-V), an
# input as the records are: refused before anything is read (exit 2), the file
# as it was; and never over a file that rule set extends
$ sed 's/^name: .*/name: three-copy/' variants/morris/three-mens-morris.yaml > /tmp/arbiter-rules-$$.yaml; cp /tmp/arbiter-rules-$$.yaml /tmp/arbiter-copy-$$.yaml; arbiter convert -V /tmp/arbiter-rules-$$.yaml -t playok -o /tmp/arbiter-rules-$$.yaml tests/data/morris/aliases.pgn 2>&1 | sed "s/-[0-9]*\.yaml/.yaml/"; cmp /tmp/arbiter-copy-$$.yaml /tmp/arbiter-rules-$$.yaml && echo same; arbiter report -V /tmp/arbiter-rules-$$.yaml -o /tmp/arbiter-rules-$$.yaml tests/data/morris/aliases.pgn 2>&1 | sed "s/-[0-9]*\.yaml/.yaml/"; rm -f /tmp/arbiter-rules-$$.yaml /tmp/arbiter-copy-$$.yaml; mkdir -p /tmp/arbiter-ext-$$; sed 's/^name: .*/name: three-parent/' variants/morris/three-mens-morris.yaml > /tmp/arbiter-ext-$$/parent.yaml; cp /tmp/arbiter-ext-$$/parent.yaml /tmp/arbiter-ext-$$/copy.yaml; printf 'name: child-of-three\ngame: morris\nextends: parent.yaml\n' > /tmp/arbiter-ext-$$/child.yaml; arbiter convert -V /tmp/arbiter-ext-$$/child.yaml -t playok -o /tmp/arbiter-ext-$$/parent.yaml tests/data/morris/aliases.pgn 2>&1 | sed "s#/tmp/arbiter-ext-[0-9]*#DIR#"; cmp /tmp/arbiter-ext-$$/copy.yaml /tmp/arbiter-ext-$$/parent.yaml && echo same; rm -rf /tmp/arbiter-ext-$$
? 0
> arbiter: convert: -o /tmp/arbiter-rules.yaml is a file of the rule set the run plays under (-V): write to another file
> same
> arbiter: report: -o /tmp/arbiter-rules.yaml is a file of the rule set the run plays under (-V): write to another file
> arbiter: convert: -o DIR/parent.yaml is a file of the rule set the run plays under (-V): write to another file
> same
