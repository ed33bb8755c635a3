# summarize --json: the match objects as they came, then the summary object;
# the exit status is validate's over the same records
$ arbiter validate --json records/backgammon/gnubg-7-point-match.mat tests/data/morris/illegal.pgn 2>/dev/null | arbiter summarize --json
? 1
> {"type":"match","file":"records/backgammon/gnubg-7-point-match.mat","match":1,"length":7,"players":["gnubg","root"],"games":3,"final_score":[2,9],"winner":"root"}
> {"records":22,"valid":3,"illegal":19,"mismatched":0,"unreadable":0}
