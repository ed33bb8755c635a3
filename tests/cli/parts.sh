#!/bin/bash
# validate --part K/N: the N parts' JSON Lines, one after the other, are the
# JSON Lines of the whole run, each record once and numbered as in its file;
# a match goes whole to one part; the first-player rule sees across the
# cut; summarize folds the parts' output into the whole run's summary. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
# -j N starts its N threads, whatever cores this machine has (validate
# starts no more threads than cores unless told: src/cli/jobs.c)
export ARBITER_CORES=${ARBITER_CORES:-64}
cd "$SRCDIR" || exit 1
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
sets=("records" "tests/data/morris tests/data/uttt" "tests/data/backgammon tests/data/real"
      "records tests/data/uttt/same-first-player.uttt tests/data/backgammon/two-matches.mat")
echo "1..$(( ${#sets[@]} * 4 + 8 + 4 * 3 * 2 + 2 + 2 * 4 + 4 ))"
n=0
# parts_give_whole NAME N FILES...: the N parts' JSON Lines, one after the
# other, are the whole run's (left in $t/parts)
parts_give_whole() {
	local name=$1 parts=$2
	shift 2
	n=$((n + 1))
	"$ARBITER" validate --json "$@" > "$t/whole" 2> /dev/null
	: > "$t/parts"
	for k in $(seq 1 "$parts"); do
		"$ARBITER" validate --json --part "$k/$parts" "$@" >> "$t/parts" 2> /dev/null
	done
	if [ -s "$t/whole" ] && cmp -s "$t/whole" "$t/parts"; then
		echo "ok $n - $name: $parts parts give the whole run"
	else
		echo "not ok $n - $name: $parts parts give the whole run"
		diff "$t/whole" "$t/parts" | head -5 | sed 's/^/# /'
	fi
}
for s in "${sets[@]}"; do
	for parts in 2 3 5; do
		# shellcheck disable=SC2086
		parts_give_whole "$s" "$parts" $s
	done
	n=$((n + 1))
	# shellcheck disable=SC2086
	"$ARBITER" validate $s 2> /dev/null | tail -1 > "$t/want"
	"$ARBITER" summarize "$t/parts" > "$t/got" 2> /dev/null
	if tail -1 "$t/got" | cmp -s - "$t/want"; then
		echo "ok $n - $s: summarize folds the parts into the whole run's summary"
	else
		echo "not ok $n - $s: summarize folds the parts into the whole run's summary"
	fi
done
big=$t/big.pgn
for i in $(seq 40); do cat records/morris/nine-mens-morris.pgn; echo; done > "$big"
n=$((n + 1))
a=$("$ARBITER" validate -q --part 1/2 "$big" | tail -1 | cut -d' ' -f1)
b=$("$ARBITER" validate -q --part 2/2 "$big" | tail -1 | cut -d' ' -f1)
if [ $((a + b)) = 280 ] && [ "$a" -ge 133 ] && [ "$a" -le 147 ]; then
	echo "ok $n - one file of 280 records cut in two about equal parts ($a and $b)"
else
	echo "not ok $n - one file of 280 records cut in two about equal parts ($a and $b)"
fi
n=$((n + 1))
if "$ARBITER" validate --part 2/2 tests/data/uttt/same-first-player.uttt 2> /dev/null |
	grep -q "^tests/data/uttt/same-first-player.uttt #2 .*: mismatch: Lina plays first again"; then
	echo "ok $n - the first-player rule sees the record before the cut"
else
	echo "not ok $n - the first-player rule sees the record before the cut"
fi
n=$((n + 1))
"$ARBITER" validate --part 3/2 records > /dev/null 2> "$t/err"
if [ $? = 2 ] && grep -q "wants K/N" "$t/err"; then
	echo "ok $n - a part past N is a usage error"
else
	echo "not ok $n - a part past N is a usage error"
fi
n=$((n + 1))
"$ARBITER" validate --part 1/2 < records/morris/lasker.pgn > /dev/null 2> "$t/err"
if [ $? = 2 ] && grep -q "standard input cannot be cut" "$t/err"; then
	echo "ok $n - standard input cannot be cut"
else
	echo "not ok $n - standard input cannot be cut"
fi
# A part stops reading a file where the next part begins, and reads no file
# with none of its bytes: the match it leaves open still ends with it. One
# file of matches (cut inside them), then files of matches with a file of
# no record between them, for 2 to 7 parts.
matches=$t/matches.mat
for i in 1 2 3; do cat tests/data/backgammon/two-matches.mat; done > "$matches"
printf '\n\n\n' > "$t/none.pgn"
for files in "$matches" "records/morris/lasker.pgn $t/none.pgn tests/data/backgammon/two-matches.mat"; do
	for parts in 2 3 4 7; do
		# shellcheck disable=SC2086
		parts_give_whole "$(basename "${files%% *}")..." "$parts" $files
	done
done
n=$((n + 1))
said=0
for k in 1 2 3; do
	"$ARBITER" validate --part "$k/3" records/morris/lasker.pgn "$t/none.pgn" \
		records/morris/morabaraba.pgn 2>&1 > /dev/null | grep -q "no record in this file" &&
		said=$((said + 1))
done
if [ $said = 1 ]; then
	echo "ok $n - a file with no record is read by the one part its bytes fall in"
else
	echo "not ok $n - a file with no record is read by the one part its bytes fall in ($said parts)"
fi
# -j N: the same report as one thread
for j in 2 3; do
	for what in "" "--json"; do
		n=$((n + 1))
		# shellcheck disable=SC2086
		"$ARBITER" validate $what tests/data > "$t/one" 2> /dev/null
		s1=$?
		# shellcheck disable=SC2086
		"$ARBITER" validate $what -j $j tests/data > "$t/many" 2> /dev/null
		s2=$?
		if [ -s "$t/one" ] && cmp -s "$t/one" "$t/many" && [ $s1 = $s2 ]; then
			echo "ok $n - validate ${what:+$what }-j $j tests/data: the report of -j 1 (exit $s1)"
		else
			echo "not ok $n - validate ${what:+$what }-j $j tests/data: the report of -j 1"
			diff "$t/one" "$t/many" | head -5 | sed 's/^/# /'
		fi
	done
done
# -j N reads large files here and hands their records to the workers in
# batches cut where a match ends, small files whole: with ARBITER_BATCH's
# tiny batches (every file read in batches, or only those of 2000 bytes or
# more, so that both kinds mix), standard output, standard error and the
# exit status are those of one thread, for the text, JSON and per-file
# reports.
for batch in "1,0" "3,2000" "7,0" "2,20000"; do
	for what in "" "--json" "-q --summary=files"; do
		for j in 2 3; do
			n=$((n + 1))
			# shellcheck disable=SC2086
			"$ARBITER" validate $what tests/data records > "$t/one" 2> "$t/one.err"
			s1=$?
			# shellcheck disable=SC2086
			ARBITER_BATCH=$batch "$ARBITER" validate $what -j $j tests/data records \
				> "$t/many" 2> "$t/many.err"
			s2=$?
			if [ -s "$t/one" ] && cmp -s "$t/one" "$t/many" && cmp -s "$t/one.err" "$t/many.err" &&
			   [ $s1 = $s2 ]; then
				echo "ok $n - batches of $batch: validate ${what:+$what }-j $j: the report of one thread (exit $s1)"
			else
				echo "not ok $n - batches of $batch: validate ${what:+$what }-j $j: the report of one thread"
				diff "$t/one" "$t/many" | head -5 | sed 's/^/# /'
				diff "$t/one.err" "$t/many.err" | head -5 | sed 's/^/# /'
			fi
		done
	done
done
# standard input, read in batches too
n=$((n + 1))
cat records/morris/*.pgn tests/data/backgammon/two-matches.mat > "$t/in"
"$ARBITER" validate --json < "$t/in" > "$t/one" 2> "$t/one.err"
s1=$?
ARBITER_BATCH=2 "$ARBITER" validate --json -j 2 < "$t/in" > "$t/many" 2> "$t/many.err"
s2=$?
if [ -s "$t/one" ] && cmp -s "$t/one" "$t/many" && cmp -s "$t/one.err" "$t/many.err" && [ $s1 = $s2 ]; then
	echo "ok $n - validate -j 2 on standard input: the report of one thread"
else
	echo "not ok $n - validate -j 2 on standard input: the report of one thread"
fi
# a folder that is not a record file's neighbour: its notes come in order
n=$((n + 1))
mkdir "$t/mixed"
cp records/morris/*.pgn "$t/mixed/"
echo "not records" > "$t/mixed/b-notes.txt"
: > "$t/mixed/c-empty.pgn"
"$ARBITER" validate "$t/mixed" > "$t/one" 2> "$t/one.err"
ARBITER_BATCH=1,0 "$ARBITER" validate -j 2 "$t/mixed" > "$t/many" 2> "$t/many.err"
"$ARBITER" validate -j 3 "$t/mixed" > "$t/whole" 2> "$t/whole.err"
if cmp -s "$t/one" "$t/many" && cmp -s "$t/one.err" "$t/many.err" && grep -q skipped "$t/one.err" &&
   cmp -s "$t/one" "$t/whole" && cmp -s "$t/one.err" "$t/whole.err"; then
	echo "ok $n - validate -j 2: notes on skipped and empty files where one thread says them"
else
	echo "not ok $n - validate -j 2: notes on skipped and empty files where one thread says them"
	diff "$t/one.err" "$t/many.err" | head -5 | sed 's/^/# /'
fi
# --part: the N parts' standard error, one after the other, is one run's
# (--json: the notes of files skipped, each once, then the summary of each)
n=$((n + 1))
echo "a note" > "$t/mixed/z-notes.txt"
"$ARBITER" validate --json "$t/mixed" > /dev/null 2> "$t/one.err"
: > "$t/parts.err"
for k in 1 2 3; do
	"$ARBITER" validate --json --part "$k/3" "$t/mixed" 2>&1 > /dev/null |
		grep -v '^[0-9]* records\{0,1\}: ' >> "$t/parts.err"
done
if grep -q skipped "$t/one.err" && diff -q <(grep -v '^[0-9]* records\{0,1\}: ' "$t/one.err") "$t/parts.err" > /dev/null; then
	echo "ok $n - validate --part: each note of a file skipped said once, by the part where one run says it"
else
	echo "not ok $n - validate --part: each note of a file skipped said once, by the part where one run says it"
	diff <(grep -v '^[0-9]* records\{0,1\}: ' "$t/one.err") "$t/parts.err" | head -5 | sed 's/^/# /'
fi
# unreadable records after a match's last game: one run says them before
# the match ends (an unreadable record ends no match), and so do the parts
printf ' 5 point match\n\n Game 1\n a : 0     b : 0\n Game 2\n a : 0    ' > "$t/cut.mat"
{ cat tests/data/backgammon/match-5pt.sgf; printf ')\n)\n)\n'; } > "$t/stray.sgf"
parts_give_whole "a .mat match, then a game cut short in its score line" 2 "$t/cut.mat"
parts_give_whole "an SGF match, then stray closing brackets" 3 "$t/stray.sgf"
