#!/bin/bash
# GNU Backgammon judges the plays: every game of the real archives under
# tests/data/real/backgammon and of the bad-record catalogue is replayed in
# gnubg play by play with its `move` command (tests/real/gnubg-judge.py, a
# reader of its own). For each game, gnubg accepts every play exactly when
# arbiter does not call a play illegal. Cube actions, scores and claims are
# arbiter's alone to judge here. Skipped where gnubg is not installed.
# Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
GNUBG=${GNUBG:-/usr/games/gnubg}
cd "$SRCDIR"
files=(tests/data/real/backgammon/*/* tests/data/backgammon/bad/*.mat)
if [ ! -x "$GNUBG" ] || [ ! -x /usr/bin/python3 ]; then
	echo "1..0 # SKIP gnubg or python3 is not installed (apt-get install gnubg)"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 tests/real/gnubg-judge.py "${files[@]}" > "$tmp/gnubg" 2> "$tmp/err"
# arbiter's word on each game's plays: "illegal" for a play it refuses
# (codes of the cube and of the header are no play: dice, turn and the
# opening are gnubg's to set up here, so only checker plays count)
for f in "${files[@]}"; do
	"$ARBITER" validate --json "$f" 2>/dev/null |
		/usr/bin/python3 -c '
import json, sys
plays = {"no-checker", "bar-first", "backwards", "blocked", "early-bear-off", "dice",
         "too-few-dice", "larger-die", "must-move"}
for line in sys.stdin:
    r = json.loads(line)
    if r.get("type") == "match":
        continue
    code = (r.get("error") or {}).get("code")
    bad = r["status"] == "illegal" and code in plays
    print("%s\t%d\t%s" % (r["file"], r["record"], "refused" if bad else "accepted"))
'
done > "$tmp/arbiter"
n=$(wc -l < "$tmp/gnubg")
if [ "$n" = 0 ]; then
	echo "1..1"
	echo "not ok 1 - gnubg judged no game"
	sed 's/^/# /' "$tmp/err"
	exit 0
fi
echo "1..$n"
i=0
while IFS=$'\t' read -r file game verdict play; do
	i=$((i + 1))
	ours=$(awk -F'\t' -v f="$file" -v g="$game" '$1 == f && $2 == g { print $3 }' "$tmp/arbiter")
	if [ "$ours" = "$verdict" ]; then
		echo "ok $i - $file game $game: gnubg and arbiter both say the plays are $verdict"
	else
		echo "not ok $i - $file game $game: gnubg says $verdict${play:+ ($play)}, arbiter ${ours:-nothing}"
	fi
done < "$tmp/gnubg"
