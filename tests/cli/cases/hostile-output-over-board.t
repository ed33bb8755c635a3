# -o never writes over a file the rule set of -V reads besides its extends
# chain: its board (one of its own, or the default nine board), its start
# position, a rule set of its rotation (and that one's start), itself or
# through a link; each was written over (a rotation's rule set even with
# no record written: an empty file), and the next run under those rules
# failed or judged a game of the match under the output. Each file is left
# as it was, and a file of no rule set is still written
$ d=$(mktemp -d); mkdir -p $d/v/morris $d/v/boards $d/v/backgammon $d/v/starts; cp variants/boards/nine.yaml $d/v/boards/mine.yaml; printf 'name: on-mine\nextends: nine-mens-morris\nboard: mine\n' > $d/v/morris/on-mine.yaml; cp variants/starts/standard.yaml $d/v/starts/mine.yaml; printf 'name: second\nextends: backgammon\nrules:\n  start: mine\n' > $d/v/backgammon/second.yaml; printf 'name: turns\nextends: backgammon\nrotation: [backgammon, second]\n' > $d/v/backgammon/turns.yaml; ln -s v/boards/mine.yaml $d/link.yaml; cat $d/v/*/*.yaml > $d/before; export ARBITER_VARIANTS=$d/v:$ARBITER_VARIANTS; for o in v/boards/mine.yaml link.yaml; do arbiter convert -q -V on-mine -t json -o $d/$o records/morris/nine-mens-morris.pgn; echo "convert -V on-mine -o $o: exit $?"; arbiter report -V $d/v/morris/on-mine.yaml -o $d/$o records/morris/nine-mens-morris.pgn; echo "report -V on-mine.yaml -o $o: exit $?"; done 2>&1 | sed "s#$d#DIR#"; for o in v/backgammon/second.yaml v/starts/mine.yaml; do arbiter convert -q -V turns -t json -o $d/$o records/backgammon/gnubg-5-point-match.mat; echo "convert -V turns -o $o: exit $?"; done 2>&1 | sed "s#$d#DIR#"; cat $d/v/*/*.yaml | cmp -s - $d/before && echo unchanged || echo changed; arbiter convert -q -V on-mine -t json -o $d/out.jsonl records/morris/nine-mens-morris.pgn 2>&1 | sed "s#$d#DIR#"; echo "convert -o out.jsonl: exit ${PIPESTATUS[0]}"; e=contrib/engines/random; arbiter match -q -V turns -e $e -e $e -g 1 -o $d/v/starts/mine.yaml 2>&1 | sed "s#$d#DIR#"; cmp -s $d/v/starts/mine.yaml variants/starts/standard.yaml && echo "start unchanged"; rm -rf $d
? 0
> arbiter: convert: -o DIR/v/boards/mine.yaml is a file of the rule set the run plays under (-V): write to another file
> convert -V on-mine -o v/boards/mine.yaml: exit 2
> arbiter: report: -o DIR/v/boards/mine.yaml is a file of the rule set the run plays under (-V): write to another file
> report -V on-mine.yaml -o v/boards/mine.yaml: exit 2
> arbiter: convert: -o DIR/link.yaml is a file of the rule set the run plays under (-V): write to another file
> convert -V on-mine -o link.yaml: exit 2
> arbiter: report: -o DIR/link.yaml is a file of the rule set the run plays under (-V): write to another file
> report -V on-mine.yaml -o link.yaml: exit 2
> arbiter: convert: -o DIR/v/backgammon/second.yaml is a file of the rule set the run plays under (-V): write to another file
> convert -V turns -o v/backgammon/second.yaml: exit 2
> arbiter: convert: -o DIR/v/starts/mine.yaml is a file of the rule set the run plays under (-V): write to another file
> convert -V turns -o v/starts/mine.yaml: exit 2
> unchanged
> convert -o out.jsonl: exit 0
> arbiter: match: -o DIR/v/starts/mine.yaml is a file of the rule set the run plays under (-V): write to another file
> start unchanged
