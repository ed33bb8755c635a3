#!/bin/bash
# GNU Backgammon judges the plays: every game of the bad-record catalogue,
# of the dialects' minimal records and of one file of each real producer
# under tests/data/real/backgammon (every file, as a long check of
# ./quickstart test --full) is replayed in gnubg play by play with its
# `move` command (tests/real/gnubg-judge.py, a reader of its own), and
# arbiter must agree with it: a game gnubg accepts has no play arbiter
# refuses, and one gnubg refuses arbiter finds at fault too
# (tests/real/agreement.py says it per game). Cube actions, scores and
# claims are arbiter's alone to judge. Skipped where gnubg is not installed.
# Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
export ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
GNUBG=${GNUBG:-/usr/games/gnubg}
cd "$SRCDIR"
if [ ! -x "$GNUBG" ] || [ ! -x /usr/bin/python3 ]; then
	echo "1..0 # SKIP gnubg or python3 is not installed (apt-get install gnubg)"
	exit 0
fi
files=(tests/data/backgammon/bad/*.mat tests/data/backgammon/dialects/*.mat
       tests/data/backgammon/dialects/*.sgf)
for producer in tests/data/real/backgammon/*/; do
	if [ -n "${ARBITER_TEST_FULL:-}" ]; then
		while IFS= read -r -d '' f; do files+=("$f"); done \
			< <(find "$producer" -type f ! -name '*.md' -print0 | sort -z)
	else
		files+=("$(find "$producer" -type f ! -name '*.md' | sort | head -1)")
	fi
done
exec /usr/bin/python3 tests/real/agreement.py --tap "${files[@]}"
