#!/bin/bash
# What convert writes is judged as what it read: every backgammon record
# file converted to SGF, JSON Lines and .mat, then validated, has as many
# valid and as many mismatched records as the file itself (a move's path,
# a claim's winner, a rule the record left open and counted its own way
# must survive the writing). Records a target cannot hold (a set-up
# position in .mat) are said by convert and leave the file out. The test
# records and samples; with ARBITER_TEST_FULL the real files and the tables
# family too. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$SRCDIR" || exit 1
folders=(records/backgammon tests/data/backgammon)
[ -n "${ARBITER_TEST_FULL:-}" ] && folders+=(tests/data/real/backgammon tests/data/tables)
targets=(sgf json mat)
echo "1..${#targets[@]}"

# "V M": the valid and mismatched records of a file
counts() {
	"$ARBITER" validate -q "$1" 2> /dev/null | tail -n 1 |
		sed -n 's/.* \([0-9]*\) valid, [0-9]* illegal, \([0-9]*\) mismatched.*/\1 \2/p'
}
mapfile -d '' files < <(find "${folders[@]}" -path tests/data/real -prune -o -type f \
	\( -name '*.mat' -o -name '*.sgf' -o -name '*.txt' -o -name '*.jsonl' \) -print0 |
	sort -z)
[ -n "${ARBITER_TEST_FULL:-}" ] &&
	mapfile -d '' -O "${#files[@]}" files < <(find tests/data/real/backgammon -type f -print0 | sort -z)
declare -A want
for f in "${files[@]}"; do
	want[$f]=$(counts "$f")
done
n=0
for t in "${targets[@]}"; do
	bad="" done=0
	for f in "${files[@]}"; do
		rm -f "$tmp/out"
		"$ARBITER" convert -t "$t" -o "$tmp/out" "$f" > /dev/null 2> "$tmp/err"
		[ -s "$tmp/out" ] || continue
		grep -q ', [1-9][0-9]* not held whole' "$tmp/err" && continue
		done=$((done + 1))
		got=$(counts "$tmp/out")
		[ "$got" = "${want[$f]}" ] || bad="$bad
$f: valid and mismatched ${want[$f]}, written as $t: $got"
	done
	n=$((n + 1))
	if [ -z "$bad" ] && [ "$done" -gt 0 ]; then
		echo "ok $n - $done files written as $t are judged as read"
	else
		echo "not ok $n - files written as $t are judged as read ($done written)"
		sed 's/^/# /' <<< "${bad#?}"
	fi
done
