# runs split by hand: the JSON Lines of validate --json, cut in three and
# given in another order, fold into the summary and match lines of one run
$ d=$(mktemp -d); arbiter validate --json records tests/data/morris/illegal.pgn > $d/all 2>/dev/null; split -n l/3 $d/all $d/p.; arbiter validate records tests/data/morris/illegal.pgn 2>/dev/null | grep -v ' #' | sort > $d/want; arbiter summarize $d/p.ac $d/p.aa - < $d/p.ab > $d/out; echo "status $? (as validate: some illegal)"; sort $d/out > $d/got; cmp $d/want $d/got && echo same; tail -1 $d/got; rm -r $d
? 0
> status 1 (as validate: some illegal)
> same
> records/backgammon/gnubg-nackgammon.mat match 1 (gnubg - root, 5 points): 3 games, final score 5-2, gnubg wins the match
