# with --strict, a backgammon game of no match is not written as .mat money play
$ arbiter convert --strict -t mat tests/data/backgammon/no-match.jsonl
? 1
! arbiter: tests/data/backgammon/no-match.jsonl #1: error: it belongs to no match, and the .mat format has no game outside one: written there, it is money play (a 0 point match)
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
