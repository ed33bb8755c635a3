#!/bin/bash
# Round trips through arbiter convert, for every shipped record and every
# test record: A in its game's canonical notation (morris: algebraic, UTTT:
# global), then A -> B -> A for every other notation B, must give A back byte
# for byte; the JSON form must re-read to the same JSON; flat lines go through
# every notation and back. Illegal test records go through --keep-invalid.
# Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$SRCDIR"

# game: its canonical notation, the others, its records
morris_canon=algebraic
morris_targets=(algebraic-separate playok openspiel gamesman json)
morris_files=(records/morris/*.pgn tests/data/morris/terminations/*.pgn tests/data/morris/illegal.pgn)
uttt_canon=global
uttt_targets=(board-cell codingame index keypad json)
uttt_files=(records/uttt/*.uttt tests/data/uttt/*.uttt)
uttt_flat=(tests/data/uttt/codingame-lines.txt tests/data/uttt/index-lines.txt)
uttt_flat_notation=(codingame index)
bg_canon=mat
bg_targets=(sgf)
bg_files=(records/backgammon/*.mat tests/data/backgammon/*.mat tests/data/backgammon/*.sgf)

joined=tests/data/backgammon/joined.jsonl
total=$(( ${#morris_files[@]} * (${#morris_targets[@]} + 1) +
	  ${#uttt_files[@]} * (${#uttt_targets[@]} + 1) + ${#uttt_flat[@]} * 4 +
	  ${#bg_files[@]} * (${#bg_targets[@]} + 1) + 3 ))
echo "1..$total"
n=0
conv() { "$ARBITER" convert -q --keep-invalid "$@" 2>/dev/null; }
# same WHAT A B: ok when A is not empty and B holds the same bytes
same() {
	n=$((n + 1))
	if [ -s "$2" ] && cmp -s "$2" "$3"; then
		echo "ok $n - $1"
	else
		echo "not ok $n - $1"
		diff "$2" "$3" | head -10 | sed 's/^/# /'
	fi
}
# a JSON verdict without its file and match number, which a copy renames
verdicts() { "$ARBITER" validate --json "$1" 2> /dev/null | sed 's/"file":"[^"]*",//; s/"match":[0-9]*,//'; }
for game in morris uttt bg; do
canon=${game}_canon
canon=${!canon}
targets=${game}_targets[@]
targets=("${!targets}")
files=${game}_files[@]
for f in "${!files}"; do
	"$ARBITER" convert -q --keep-invalid -t "$canon" "$f" > "$tmp/a" 2> "$tmp/err"
	if grep -q "no set-up position in" "$tmp/err"; then # a set-up position, which .mat cannot hold
		for what in "${targets[@]}" json; do
			n=$((n + 1))
			echo "ok $n - $f: $canon -> $what # SKIP $canon cannot hold it (said)"
		done
		continue
	fi
	for b in "${targets[@]}"; do
		"$ARBITER" convert -q --keep-invalid -t "$b" "$tmp/a" > "$tmp/b" 2> "$tmp/err"
		conv -t "$canon" "$tmp/b" > "$tmp/back"
		if grep -q "notation has no marks" "$tmp/err"; then
			n=$((n + 1))
			echo "ok $n - $f: $canon -> $b -> $canon # SKIP $b cannot hold its marks (said)"
		else
			# an illegal record that would read back from b refused at
			# another ply or for another fault is not written, said: the
			# others come back (A's records are two paragraphs each)
			skip=$(sed -n 's/.* #\([0-9]*\): not written: read back in .*/\1/p' "$tmp/err" | tr '\n' ' ' | sed 's/ $//')
			if [ -n "$skip" ]; then
				awk -v skip="$skip" 'BEGIN { RS = ""; ORS = "\n\n"; n = split(skip, s, " ")
					for (i = 1; i <= n; i++) out[s[i]] = 1 } !(int((NR + 1) / 2) in out)' \
					"$tmp/a" > "$tmp/want"
			else
				cp "$tmp/a" "$tmp/want"
			fi
			same "$f: $canon -> $b -> $canon${skip:+ (#$skip not written, said)}" "$tmp/want" "$tmp/back"
		fi
	done
	conv -t json "$tmp/a" > "$tmp/j1"
	conv -t json -n json "$tmp/j1" > "$tmp/j2"
	same "$f: json re-reads to the same record" "$tmp/j1" "$tmp/j2"
done
done
# flat lines: through every other notation, still flat, and back
for i in "${!uttt_flat[@]}"; do
	f=${uttt_flat[$i]}
	conv -n "${uttt_flat_notation[$i]}" -t global -f flat "$f" > "$tmp/a"
	for b in board-cell codingame index keypad; do
		conv -n global -t "$b" -f flat "$tmp/a" > "$tmp/b"
		conv -n "$b" -t global -f flat "$tmp/b" > "$tmp/back"
		same "$f: flat global -> $b -> global" "$tmp/a" "$tmp/back"
	done
done
# two matches of one name in a row (two files converted into one) stay two
# matches in every container: each written file is refereed as the source is
verdicts "$joined" > "$tmp/want"
for t in mat sgf json; do
	conv -t "$t" "$joined" > "$tmp/joined.$t"
	verdicts "$tmp/joined.$t" > "$tmp/got"
	same "$joined: its two matches stay two in $t" "$tmp/want" "$tmp/got"
done
