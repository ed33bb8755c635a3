#!/bin/bash
# show and validate agree on every record of the tree: show draws the last
# position of a record validate finds valid (or mismatched: its moves are
# legal), and refuses, exit 1, one it finds illegal. A record is drawn as it
# stands in its file: after the games of its match before it. In a file of
# many records (the oracles' thousands of games), 40 spread through it are
# drawn, and with ARBITER_TEST_FULL set (./quickstart test --full) every one.
# TAP, one check a file.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
cd "$SRCDIR" || exit 1
# (the morris oracles' JSON Lines are move lists and counts, not records:
# tests/unit/test_morris_oracle.c replays them)
mapfile -t files < <(find records tests/data -path tests/data/morris-oracle -prune -o -type f \
	\( -name '*.pgn' -o -name '*.mat' -o -name '*.sgf' -o -name '*.uttt' -o -name '*.jsonl' \) \
	-print | sort)
echo "1..${#files[@]}"
n=0
for f in "${files[@]}"; do
	n=$((n + 1))
	bad=
	# each record's number and status, from its JSON line
	while read -r k st; do
		"$ARBITER" show --record "$k" "$f" > /dev/null 2>&1
		s=$?
		case $st in
		valid | mismatch) want=0 ;;
		illegal) want=1 ;;
		*) want=2 ;;
		esac
		[ "$s" = "$want" ] || bad="$bad #$k ($st, show $s)"
	done < <("$ARBITER" validate --json "$f" 2> /dev/null |
		sed -n 's/.*"record":\([0-9]*\),.*"status":"\([a-z]*\)".*/\1 \2/p' |
		awk -v all="${ARBITER_TEST_FULL:-}" '{ line[NR] = $0 }
			END { step = all != "" || NR <= 40 ? 1 : NR / 40
			      for (i = 1; i <= NR; i += step) print line[int(i)] }')
	if [ -z "$bad" ]; then
		echo "ok $n - $f"
	else
		echo "not ok $n - $f:$bad"
	fi
done
