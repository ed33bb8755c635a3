# summarize refuses a line with a value validate --json never writes, at its file and line, exit 2: a result or a claim outside 1-0, 0-1, 1/2-1/2 and *, a match's winner that is neither of its players (each was folded as if validate had written it)
$ arbiter validate --json tests/data/backgammon/match-1pt.mat 2>/dev/null | sed '1s/"result":"0-1"/"result":"2-0"/; 1s/"claimed":"0-1"/"claimed":"win"/; 2s/"winner":"root"/"winner":"nobody"/' > /tmp/arbiter-sum-$$.jsonl; arbiter validate --json tests/data/backgammon/match-1pt.mat 2>/dev/null | sed '1s/"claimed":"0-1"/"claimed":"win"/' >> /tmp/arbiter-sum-$$.jsonl; arbiter summarize /tmp/arbiter-sum-$$.jsonl 2>&1 | sed "s|/tmp/arbiter-sum-$$|sum|"; s=${PIPESTATUS[0]}; rm -f /tmp/arbiter-sum-$$.jsonl; exit $s
? 2
> arbiter: sum.jsonl:1: not a line of 'arbiter validate --json': its member 'result' is missing, or of a type or value it never writes
> arbiter: sum.jsonl:2: not a line of 'arbiter validate --json': a 'winner' that is neither of its 'players'
> arbiter: sum.jsonl:3: not a line of 'arbiter validate --json': its member 'claimed' is missing, or of a type or value it never writes
> tests/data/backgammon/match-1pt.mat match 1 (gnubg - root, 1 point): 1 game, final score 0-2, root wins the match
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
