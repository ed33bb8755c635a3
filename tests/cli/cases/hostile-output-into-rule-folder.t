# -o onto a .yaml file in a folder rule sets are read from: a rule set of the
# records' own [Variant] (not named with -V), a board file the default rule
# set reads, a new rule set's name there. Each refused, status 2, the rule
# set's files as they were (the next run read a record where its rules were:
# unreadable); a record file there (not .yaml, which the search path never
# reads, as in a working folder that is ARBITER_VARIANTS too) is written
$ d=$(mktemp -d) && cp -r variants "$d/vars" && printf '[Variant "three-mens-morris"]\n\n1. a1 b2 *\n' > "$d/tmm.pgn" && printf '1. a1 d1 *\n' > "$d/nmm.pgn" && export ARBITER_VARIANTS="$d/vars" && { arbiter convert -q -t playok -o "$d/vars/morris/three-mens-morris.yaml" "$d/tmm.pgn" 2>&1 | sed "s|$d|D|g"; arbiter report -o "$d/vars/boards/nine.yaml" "$d/nmm.pgn" 2>&1 | sed "s|$d|D|g"; arbiter convert -q -t playok -o "$d/vars/morris/new.yaml" "$d/tmm.pgn" 2>&1 | sed "s|$d|D|g"; cmp -s variants/morris/three-mens-morris.yaml "$d/vars/morris/three-mens-morris.yaml" && cmp -s variants/boards/nine.yaml "$d/vars/boards/nine.yaml" && ! test -e "$d/vars/morris/new.yaml" && echo "as they were"; arbiter convert -q -t playok -o "$d/vars/converted.pgn" "$d/tmm.pgn"; echo "exit $?"; arbiter validate -q "$d/tmm.pgn"; echo "exit $?"; rm -r "$d"; }
? 0
> arbiter: convert: -o D/vars/morris/three-mens-morris.yaml is in D/vars, a folder rule sets are read from (ARBITER_VARIANTS): the next run would read it as one; write elsewhere
> arbiter: report: -o D/vars/boards/nine.yaml is in D/vars, a folder rule sets are read from (ARBITER_VARIANTS): the next run would read it as one; write elsewhere
> arbiter: convert: -o D/vars/morris/new.yaml is in D/vars, a folder rule sets are read from (ARBITER_VARIANTS): the next run would read it as one; write elsewhere
> as they were
> exit 0
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
