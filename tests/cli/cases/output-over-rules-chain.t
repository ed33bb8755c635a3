# every command that writes -o (match, convert, report) refuses every file
# of the rule set's extends chain, not only -V's own: the parent, the root
# of a chain sixteen files deep (its last file was let through), a link to
# one of them; each file is left as it was, and a file of no rule set is
# written
$ d=$(mktemp -d); sed 's/^name: .*/name: r0/; /^aliases:/d' variants/morris/three-mens-morris.yaml > $d/r0.yaml; for i in $(seq 15); do printf 'name: r%d\nextends: r%d.yaml\n' $i $((i - 1)) > $d/r$i.yaml; done; ln -s r0.yaml $d/link.yaml; cat $d/r*.yaml > $d/before; e=contrib/engines/random; for o in r14 r0 link; do arbiter match -q -V $d/r15.yaml -e $e -e $e -g 1 -o $d/$o.yaml; echo "match -o $o: exit $?"; arbiter convert -q -V $d/r15.yaml -t json -o $d/$o.yaml records/morris/three-mens-morris.pgn; echo "convert -o $o: exit $?"; arbiter report -V $d/r15.yaml -o $d/$o.yaml records/morris/three-mens-morris.pgn; echo "report -o $o: exit $?"; done 2>&1 | sed "s#$d#DIR#"; cat $d/r*.yaml | cmp - $d/before && echo unchanged; arbiter match -q -V $d/r15.yaml -e $e -e $e -g 1 -o $d/games.pgn > /dev/null; echo "match -o games.pgn: exit $?"; arbiter variants check $d/r15.yaml | sed "s#$d#DIR#"; rm -rf $d
? 0
> arbiter: match: -o DIR/r14.yaml is a file of the rule set the run plays under (-V): write to another file
> match -o r14: exit 2
> arbiter: convert: -o DIR/r14.yaml is a file of the rule set the run plays under (-V): write to another file
> convert -o r14: exit 2
> arbiter: report: -o DIR/r14.yaml is a file of the rule set the run plays under (-V): write to another file
> report -o r14: exit 2
> arbiter: match: -o DIR/r0.yaml is a file of the rule set the run plays under (-V): write to another file
> match -o r0: exit 2
> arbiter: convert: -o DIR/r0.yaml is a file of the rule set the run plays under (-V): write to another file
> convert -o r0: exit 2
> arbiter: report: -o DIR/r0.yaml is a file of the rule set the run plays under (-V): write to another file
> report -o r0: exit 2
> arbiter: match: -o DIR/link.yaml is a file of the rule set the run plays under (-V): write to another file
> match -o link: exit 2
> arbiter: convert: -o DIR/link.yaml is a file of the rule set the run plays under (-V): write to another file
> convert -o link: exit 2
> arbiter: report: -o DIR/link.yaml is a file of the rule set the run plays under (-V): write to another file
> report -o link: exit 2
> unchanged
> match -o games.pgn: exit 0
> DIR/r15.yaml: r15, a morris variant: OK
