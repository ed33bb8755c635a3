#!/bin/bash
# Round trips through arbiter convert, for every shipped record and every
# test record: A in canonical form (algebraic), then A -> B -> A for every
# other notation B, must give A back byte for byte; and the JSON form must
# re-read to the same JSON. Illegal test records go through --keep-invalid.
# Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$SRCDIR"

files=(records/morris/*.pgn tests/data/morris/terminations/*.pgn tests/data/morris/illegal.pgn)
targets=(algebraic-separate playok json)
echo "1..$(( ${#files[@]} * (${#targets[@]} + 1) ))"
n=0
conv() { "$ARBITER" convert -q --keep-invalid "$@" 2>/dev/null; }
for f in "${files[@]}"; do
	conv -t algebraic "$f" > "$tmp/a"
	for b in "${targets[@]}"; do
		n=$((n + 1))
		conv -t "$b" "$tmp/a" > "$tmp/b"
		conv -t algebraic "$tmp/b" > "$tmp/back"
		if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/back"; then
			echo "ok $n - $f: algebraic -> $b -> algebraic"
		else
			echo "not ok $n - $f: algebraic -> $b -> algebraic"
			diff "$tmp/a" "$tmp/back" | head -10 | sed 's/^/# /'
		fi
	done
	n=$((n + 1))
	conv -t json "$tmp/a" > "$tmp/j1"
	conv -t json -n json "$tmp/j1" > "$tmp/j2"
	if [ -s "$tmp/j1" ] && cmp -s "$tmp/j1" "$tmp/j2"; then
		echo "ok $n - $f: json re-reads to the same record"
	else
		echo "not ok $n - $f: json re-reads to the same record"
		diff "$tmp/j1" "$tmp/j2" | head -10 | sed 's/^/# /'
	fi
done
