# summarize prints a match whose player is named in Latin-1 as validate
# does (J\xe9r\xf4me; it printed J?r?me)
$ arbiter validate --json tests/data/hostile/latin1-match.mat 2>/dev/null | arbiter summarize; arbiter validate tests/data/hostile/latin1-match.mat 2>&1 | tail -2
? 0
> tests/data/hostile/latin1-match.mat match 1 (J\xe9r\xf4me - root, 1 point): 1 game, final score 0-2, root wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> tests/data/hostile/latin1-match.mat match 1 (J\xe9r\xf4me - root, 1 point): 1 game, final score 0-2, root wins the match
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
