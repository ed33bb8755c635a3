#!/bin/bash
# Size limits, enforced while reading and exact: a line longer than 64 MiB
# (even one the read buffer could still hold whole) is refused
# as one unreadable record before it is held, so memory stays flat (at most
# 100 MB here) whatever the line; the records after it are read. Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
# -j N starts its N threads, whatever cores this machine has (validate
# starts no more threads than cores unless told: src/cli/jobs.c)
export ARBITER_CORES=${ARBITER_CORES:-64}
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
n=0
check() {
	local what=$1
	shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $what"; else echo "not ok $n - $what"; fi
}
# runs arbiter on standard input; its exit status, its peak memory in KB
run() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f %M -o "$t/peak" "$ARBITER" "$@" > "$t/out" 2> "$t/err"
	else
		"$ARBITER" "$@" > "$t/out" 2> "$t/err"
		echo 0 > "$t/peak"
	fi
	echo $? > "$t/status"
}
big() { head -c "$1" /dev/zero | tr '\0' x; }
# peak memory in KB at most $1; a sanitizer build (its shadow memory) and a
# machine without /usr/bin/time skip the measure
peak() {
	n=$((n + 1))
	if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
		echo "ok $n - $2 # SKIP no measure here (sanitizers, or no /usr/bin/time)"
	elif [ "$(tail -n 1 "$t/peak")" -le "$1" ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2 ($(tail -n 1 "$t/peak") KB)"
	fi
}
echo "1..36"

big 268435456 | run validate -
check "a 256 MiB line with no newline is refused (exit 2)" test "$(cat "$t/status")" = 2
check "... as one unreadable record, said so" grep -q "longer than 64 MiB" "$t/err"
peak 102400 "... with a peak of at most 100 MB"

{ printf '[Event "a"]\n\n1. d6 '; big 100000000; printf '\n*\n\n[Event "b"]\n\n1. d6 d7 *\n'; } |
	run validate -
check "a record with a 100 MB line is unreadable, the next one is read" \
	grep -q "^2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
peak 102400 "... with a peak of at most 100 MB"

{ printf '{"game":"morris","movetext":[["move","'; big 100000000; printf '"]]}\n'; } |
	run validate -n json -
check "a 100 MB JSON line is refused" grep -q "longer than 64 MiB" "$t/err"
peak 102400 "... with a peak of at most 100 MB"

{ big 70000000; printf '\na1 b2\n'; } | run validate -n global -
check "a 70 MB flat line is refused, the next line is read" \
	grep -q "^2 records: .* 1 unreadable" "$t/out"
peak 102400 "... with a peak of at most 100 MB"

# the limit is exact: a line just past it, which the buffer could still
# hold whole (64 to 66 MiB), is refused as well, and one at it is read
{ big $((65 * 1048576)); printf '\na1 b2\n'; } | run validate -n global -
check "a 65 MiB flat line is refused, the next line is read" \
	grep -q "^2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
peak 102400 "... with a peak of at most 100 MB"
{ printf '{"game":"morris","movetext":[["comment","'; big $((66 * 1048576 - 100))
  printf '"]]}\n{"game":"morris","movetext":[["move","d6"],["result","*"]]}\n'; } | run validate -n json -
check "a JSON line just under 66 MiB is unreadable, the next one is read" \
	grep -q "^2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
peak 102400 "... with a peak of at most 100 MB"
# a JSON record over lines (as jq prints one) is held to what one line may
# be: its tags, which are held, never past 64 MiB
{ printf '{"game":"morris","tags":[\n'
  yes "  [\"Event\", \"$(big 50000)\"]," | head -n 2000
  printf '  ["Site", "x"]\n],"movetext":[["move","d6"],["result","*"]]}\n'
  printf '{"game":"morris","movetext":[["move","d6"],["result","*"]]}\n'; } | run validate -n json -
check "a JSON record over lines of 100 MB is unreadable, the next one is read" \
	grep -q "^2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
peak 102400 "... with a peak of at most 100 MB"
{ big $((64 * 1048576)); printf '\n'; } | run validate -n global -
check "a line of exactly 64 MiB is read (a record, not refused)" \
	grep -q "^1 record: 0 valid, 1 illegal" "$t/out"

# what convert writes, validate reads back: a record whose JSON line would
# pass the limit (40 MB of quotes in a comment, escaped to 80 MB) is refused
{ printf '[Event "quotes"]\n\n1. d6 {'; head -c 40000000 /dev/zero | tr '\0' '"' | fold -w 999;
  printf '} d7 *\n'; } > "$t/quotes.pgn"
"$ARBITER" convert -t json "$t/quotes.pgn" > "$t/out" 2> "$t/err"
check "convert refuses a record its target could not read back (exit 1)" test $? = 1
check "... says why, and writes nothing" \
	test -s "$t/err" -a ! -s "$t/out" -a -n "$(grep 'longer than 64 MiB' "$t/err")"

# text that is not UTF-8 cannot go into JSON: said, exit 1, never dropped
printf '[Event "caf\351"]\n[Result "*"]\n\n1. d6 d7 *\n' > "$t/latin1.pgn"
"$ARBITER" convert -t json "$t/latin1.pgn" > "$t/out" 2> "$t/err"
check "convert -t json of text that is not UTF-8 exits 1" test $? = 1
check "... and says why" grep -q "not UTF-8" "$t/err"

# a 2-million-ply record (12 MB; classic rules have no draw to stop it):
# written as JSON and read back in a few times its size, not twenty
{ printf '[Event "long"]\n[Variant "classic"]\n\n'
  printf 'a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3'
  yes ' b6-b4 d2-d1 b4-b6 d1-d2' | head -n 500000 | tr -d '\n'; printf ' *\n'; } > "$t/long.pgn"
run convert -q -t json "$t/long.pgn"
cp "$t/out" "$t/long.json"
check "a 2-million-ply record converts to JSON" test "$(cat "$t/status")" = 0 -a -s "$t/long.json"
peak 256000 "... in at most 250 MB"
run validate -q "$t/long.json" < /dev/null
check "its 34 MB JSON line reads back, valid" grep -q "^1 record: 1 valid" "$t/out"
peak 153600 "... in at most 150 MB"

# SGF: a line too long to hold between game trees, and a value across many
# lines longer than a record may be, are each one unreadable record; every
# tree after them is read, and memory stays flat
tree='(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[a]PB[b]RE[B+1R];W[31hefe])'
{ echo "$tree"; big 70000000; echo; echo "$tree"; echo "$tree"; } | run validate -
check "SGF: a 70 MB line between trees is one unreadable record" \
	grep -q "^4 records: 3 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
peak 102400 "... with a peak of at most 100 MB"
# just past the limit (64 to 66 MiB, held whole by the buffer), between
# trees and inside one: the reader must not go on with a line it dropped
{ echo "$tree"; big $((65 * 1048576)); echo; echo "$tree"; } | run validate -
check "SGF: a 65 MiB line between trees is one unreadable record, not a crash" \
	grep -q "^3 records: 2 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
{ printf '%s\n;W[31hefe]C[' "${tree%%;W*}"; big $((65 * 1048576)); echo '])'; echo "$tree"; } | run validate -
check "SGF: a 65 MiB comment in a tree makes that tree unreadable, the next is read" \
	grep -q "^2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
# a root line too long to hold, its tree's nodes on the lines after it: the
# rest of the tree is passed over up to the next tree (each byte of those
# lines was an unreadable record of its own, "a tree starts with '('")
{ printf '(;FF[4]GM[6]EV['; big $((65 * 1048576)); printf ']\n;W[31hefe]\n)\n'; echo "$tree"; } |
	run validate -
check "SGF: a 65 MiB root line is one unreadable record, the rest of its tree passed over" \
	grep -q "^2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
{ printf '%s' "${tree%)}C["; for _ in $(seq 20); do big 5000000; echo; done; echo '])'; echo "$tree"; } |
	run validate -
check "SGF: a 100 MB comment across lines is refused, the next tree read" \
	grep -q "^2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable" "$t/out"
peak 102400 "... with a peak of at most 100 MB"

# validate -j N holds about a record a thread, never the file: 24 records of
# 600 kB (each some 6 MB in memory, as one thread's peak shows), and one
# match of 50,000 games, which a batch may not cut (its score runs on)
for i in $(seq 24); do
	printf '[Event "long %d"]\n[Variant "classic"]\n\n' "$i"
	printf 'a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3'
	yes ' b6-b4 d2-d1 b4-b6 d1-d2' | head -n 25000 | tr -d '\n'; printf ' *\n\n'
done > "$t/mid.pgn"
python3 -c 'import sys
for i in range(1, 50001):
    sys.stdout.write("[Event \"e\"]\n[Match \"1\"]\n[Game \"%d\"]\n[White \"a\"]\n[Black \"b\"]\n" % i +
                     "[Variant \"three-mens-morris\"]\n\n1. b2 a1 2. c3 a3 3. a2 *\n\n")' > "$t/match.pgn"
for f in mid match; do
	"$ARBITER" validate "$t/$f.pgn" > "$t/one.out" 2>&1
	run validate -j 4 "$t/$f.pgn" < /dev/null
	check "validate -j 4 of $f.pgn reports as one thread does" cmp -s "$t/one.out" <(cat "$t/out" "$t/err")
done
run validate -q -j 4 "$t/mid.pgn" < /dev/null
peak 40960 "-j 4 on 24 large records: at most 40 MB (the file was held: 90 MB)"
run validate -q -j 16 "$t/mid.pgn" < /dev/null
peak 61440 "-j 16 on them: at most 60 MB (all held: 130 MB, 7 MB with one thread)"
run validate -q -j 4 "$t/match.pgn" < /dev/null
peak 30720 "-j 4 on a match of 50,000 games: at most 30 MB (it was held whole: 110 MB)"
