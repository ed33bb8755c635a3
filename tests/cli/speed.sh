#!/bin/bash
# What a run costs, counted rather than timed (timings move with the
# machine): a file of wrong claims writes its messages in a few large writes,
# not two a record; validate -j 2 on records of a quarter of a million plies
# holds no more than one thread does (16 MB here), and says what one thread
# says. The instructions themselves are counted in instructions.sh, a long
# check. Two checks are timed, with room to spare: standings of 200,000
# players, and a morris game of 200,000 quiet slides under a rule set with
# no move limit, end well within a timeout (both were quadratic). Prints
# TAP.
set -u
# shellcheck source=tests/cli/tap.sh
. "$(dirname "$0")/tap.sh"
echo "1..49"

# 300 records whose PlyCount is wrong: 300 messages of three lines
for _ in $(seq 300); do
	printf '[Event "e"]\n[Variant "three-mens-morris"]\n[PlyCount "9"]\n\n1. b2 a1 2. c3 a3 3. a2 *\n\n'
done > "$t/wrong.pgn"
"$ARBITER" validate "$t/wrong.pgn" > "$t/out" 2> "$t/err"
check "300 wrong PlyCounts are 300 mismatches" grep -q "^300 records: 0 valid, 0 illegal, 300 mismatched" "$t/out"
check "... each said on standard error with its line" \
	test "$(grep -c '^arbiter: .*:[0-9]*:12: the record says \[PlyCount "9"\], but it has 5 plies$' "$t/err")" = 300
if command -v strace > /dev/null && strace -f -o /dev/null true 2> /dev/null; then
	strace -f -e trace=write -o "$t/trace" "$ARBITER" validate "$t/wrong.pgn" > /dev/null 2> "$t/err"
	# 34 kB of messages: a few writes when standard error is a file (two a
	# message when it was unbuffered): one before each of the report's
	check "their 34 kB go to a file in at most 8 writes" test "$(grep -c 'write(2,' "$t/trace")" -le 8
	# the report (28 kB) to a file of its own as well: standard output
	# is written 64 kB at a time, and standard error each time it is
	strace -f -e trace=write -o "$t/trace" "$ARBITER" validate "$t/wrong.pgn" > "$t/out2" 2> "$t/err"
	check "... and with the report to a file, both in at most 2 writes (8 when it went 8 kB at a time)" \
		test "$(grep 'write([12],' "$t/trace" | grep -vc '"==[0-9]')" -le 2
else
	skip "their 34 kB go to a file in at most 8 writes" "no strace here"
	skip "... and with the report to a file, both in at most 2 writes" "no strace here"
fi
# 2>&1: each message goes into standard output's buffer after the report's
# lines made before it, and comes where it came when each went out at
# once: record k's message (about its line 6k - 3; made after record k's
# line of the report) comes before record k + 1's line, and taking the
# messages out leaves the report whole
"$ARBITER" validate "$t/wrong.pgn" > "$t/both" 2>&1
python3 - "$t/both" "$t/out" > "$t/order" <<'PY'
import re, sys
both, out = open(sys.argv[1]).read(), open(sys.argv[2]).read()
msg = re.compile(r'arbiter: [^\n]*?:(\d+):12: [^\n]*\n  \[PlyCount "9"\]\n {13}\^\n')
rest, at, last = [], {}, 0
for m in msg.finditer(both):
    rest.append(both[last:m.start()])
    at[(int(m.group(1)) + 3) // 6] = sum(map(len, rest))
    last = m.end()
rest = ''.join(rest) + both[last:]
line = {int(m.group(1)): m.start() for m in re.finditer(r'^\S+ #(\d+): ', rest, re.M)}
print(len(at), len(line), rest == out, all(k in at and at[k] <= line.get(k + 1, len(rest)) for k in line))
PY
check "2>&1: each message comes before the next record's line of the report" \
	test "$(cat "$t/order")" = "300 300 True True"
# With threads, each message still comes where one thread says it: the
# file given whole to a worker, and in batches of 7 records
"$ARBITER" validate -j 2 "$t/wrong.pgn" > "$t/both2" 2>&1
ARBITER_BATCH=7,0 "$ARBITER" validate -j 2 "$t/wrong.pgn" > "$t/both7" 2>&1
check "2>&1 with -j 2: the same bytes as one thread writes" cmp -s "$t/both" "$t/both2"
check "... and in batches of 7 records" cmp -s "$t/both" "$t/both7"
# Both streams to one file or pipe: validate holds them in the order made
# and writes them together (cli/streams.c), the same bytes as when each
# went out as it came (ARBITER_GATHER=0), not a write or two a record
same=0
for j in 1 2; do
	ARBITER_GATHER=0 "$ARBITER" validate -j "$j" "$t/wrong.pgn" > "$t/slow" 2>&1
	"$ARBITER" validate -j "$j" "$t/wrong.pgn" > "$t/fast" 2>&1
	cmp -s "$t/slow" "$t/fast" && cmp -s "$t/slow" "$t/both" && same=$((same + 1))
	ARBITER_GATHER=0 "$ARBITER" validate -q -j "$j" "$t/wrong.pgn" 2>&1 | cat > "$t/slow"
	"$ARBITER" validate -q -j "$j" "$t/wrong.pgn" 2>&1 | cat > "$t/fast"
	cmp -s "$t/slow" "$t/fast" && same=$((same + 1))
done
check "2>&1 to a file and to a pipe, -j 1 and -j 2: gathered, the bytes written one at a time ($same of 4)" \
	test "$same" = 4
if command -v strace > /dev/null && strace -f -o /dev/null true 2> /dev/null; then
	strace -f -e trace=write -o "$t/trace" "$ARBITER" validate "$t/wrong.pgn" > "$t/fast" 2>&1
	check "... their 64 kB in at most 4 writes (600 when each went out as it came)" \
		test "$(grep 'write([12],' "$t/trace" | grep -vc '"==[0-9]')" -le 4 # (LeakSanitizer's own words under strace aside)
else
	skip "... their 64 kB in at most 4 writes (600 when each went out as it came)" "no strace here"
fi

# four records of 250,000 plies (1.5 MB each; a thread holds some 12 MB)
for i in 1 2 3 4; do
	printf '[Event "long %d"]\n[Variant "classic"]\n\n' "$i"
	printf 'a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3'
	yes ' b6-b4 d2-d1 b4-b6 d1-d2' | head -n 62500 | tr -d '\n'
	printf ' *\n\n'
done > "$t/long.pgn"
"$ARBITER" validate -j 1 "$t/long.pgn" > "$t/one.out" 2> "$t/one.err"
if [ -x /usr/bin/time ]; then
	/usr/bin/time -f %M -o "$t/peak" "$ARBITER" validate -j 2 "$t/long.pgn" > "$t/two.out" 2> "$t/two.err"
else
	"$ARBITER" validate -j 2 "$t/long.pgn" > "$t/two.out" 2> "$t/two.err"
fi
check "-j 2 on four records of 250,000 plies says what -j 1 says" \
	cmp -s "$t/one.out" "$t/two.out"
check "... on standard error too" cmp -s "$t/one.err" "$t/two.err"
if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
	skip "... in at most 16 MB" "no measure here (sanitizers, or no /usr/bin/time)"
else
	# each record was copied for a worker while the next was read: 30 MB
	peak=$(tail -n 1 "$t/peak")
	check "... in at most 16 MB ($peak KB)" test "$peak" -le 16384
fi

# A long record is refereed in windows as it is read (core/record.h): what
# validate holds does not grow with the record. Records of 200,000 and of
# 800,000 plies (12 a line): the longer costs no more than its log of moves
# (a byte a ply, for "did you mean" after an illegal move), where holding it
# whole took 18 MB more.
long() { # PLIES [the ply made illegal] [the result] [tags]
	printf '[Event "long"]\n[Variant "classic"]\n%s\n' "${4:-}"
	awk -v plies="$1" -v bad="${2:-0}" -v res="${3-*}" 'BEGIN {
		n = split("a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3", p, " ")
		split("b6-b4 d2-d1 b4-b6 d1-d2", c, " ")
		for (i = 0; i < plies; i++)
			printf "%s%s", i + 1 == bad ? "a1-a7" : i < n ? p[i + 1] : c[(i - n) % 4 + 1],
				i % 12 == 11 ? "\n" : " "
		print res
	}'
	echo
}
if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
	skip "a record of 800,000 plies is held in what one of 200,000 is (-j 1, -j 2)" \
		"no measure here (sanitizers, or no /usr/bin/time)"
else
	long 200000 > "$t/short.pgn"
	long 800000 > "$t/longer.pgn"
	peaks=""
	for j in 1 2; do
		for f in short longer; do
			/usr/bin/time -f %M -o "$t/peak" "$ARBITER" validate -j $j "$t/$f.pgn" > /dev/null
			peaks="$peaks $(tail -n 1 "$t/peak")"
		done
	done
	set -- $peaks
	check "a record of 800,000 plies is held in what one of 200,000 is, +1 MB (-j 1, -j 2; KB:$peaks)" \
		test "$2" -le $(($1 + 1024)) -a "$4" -le $(($3 + 1024)) -a "$2" -le 16384 -a "$4" -le 16384
fi
# A record of one line (a line of moves, JSON Lines) is read a part at a
# time and refereed in windows as it is read, as a tagged one is: 800,000
# plies held in what 400,000 are, +1 MB (held whole, the flat line took
# 15 and 27 MB, the JSON one 20 and 36 MB; 2 million plies, 65 and 87 MB).
line() { # PLIES FORMAT [the ply made illegal] [the result]: long()'s moves on one line, flat or JSON
	awk -v plies="$1" -v json="$2" -v bad="${3:-0}" -v res="${4-*}" 'BEGIN {
		n = split("a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3", p, " ")
		split("b6-b4 d2-d1 b4-b6 d1-d2", c, " ")
		if (json)
			printf "{\"variant\":\"classic\",\"notation\":\"algebraic\",\"tags\":[],\"movetext\":["
		for (i = 0; i < plies; i++) {
			m = i + 1 == bad ? "a1-a7" : i < n ? p[i + 1] : c[(i - n) % 4 + 1]
			printf json ? "%s[\"move\",\"%s\"]" : "%s%s", i && json ? "," : i ? " " : "", m
		}
		if (res != "")
			printf json ? ",[\"result\",\"%s\"]" : " %s", res
		print json ? "]}" : ""
	}'
}
for form in flat json; do
	if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
		skip "a $form record of 800,000 plies is held in what one of 400,000 is (-j 1, -j 2)" \
			"no measure here (sanitizers, or no /usr/bin/time)"
		continue
	fi
	line 400000 "${form#flat}" > "$t/short.$form"
	line 800000 "${form#flat}" > "$t/longer.$form"
	peaks=""
	for j in 1 2; do
		for f in short longer; do
			/usr/bin/time -f %M -o "$t/peak" "$ARBITER" validate -q -j $j -n "${form/flat/algebraic}" \
				-V classic "$t/$f.$form" > /dev/null
			peaks="$peaks $(tail -n 1 "$t/peak")"
		done
	done
	set -- $peaks
	check "a $form record of 800,000 plies is held in what one of 400,000 is, +1 MB (-j 1, -j 2; KB:$peaks)" \
		test "$2" -le $(($1 + 1024)) -a "$4" -le $(($3 + 1024)) -a "$2" -le 16384 -a "$4" -le 16384
done
# The verdicts in windows are the whole record's: ARBITER_WINDOW=N hands
# records over in windows of N elements. An illegal move in the third
# (its line shown, "did you mean" found by playing the moves again), a
# wrong claim, a wrong [PlyCount], a record without its result token that
# its [PlyCount] shows whole (a warning at its last move), a comment never
# closed (unreadable once refereed in part), then short records.
{
	long 3000 1300
	long 3000 0 1-0
	long 3000 0 '*' '[PlyCount "12"]'
	long 3000 0 '' '[PlyCount "3000"]'
	long 3000 0 '{ never closed'
	for _ in 1 2 3; do
		printf '[Event "e"]\n[Variant "three-mens-morris"]\n\n1. b2 a1 2. c3 a3 3. a2 *\n\n'
	done
} > "$t/windows.pgn"
# The same on one line, flat and JSON, read in parts (the first line's
# look for binary data read with them): a line of 3,000 plies with an
# illegal move, one of 200,000 plies (1.2 MB), illegal near its end, with
# a wrong claim, cut short in a word.
for form in flat json; do
	{
		line 3000 "${form#flat}" 1300
		line 200000 "${form#flat}" 199000
		line 200000 "${form#flat}" 0 1-0
		line 200000 "${form#flat}" | head -c 1100000
		echo
	} > "$t/windows.$form"
done
# With them, tagged records of tests/data in windows of 16 elements: a
# warning at a move (UTTT's '#' that wins nothing), and records of matches;
# the JSON records of tests/data.
set -- "$t/windows.pgn" "$SRCDIR"/tests/data/uttt/*.uttt "$SRCDIR"/tests/data/morris/*.pgn \
	"$SRCDIR"/tests/data/json/*.jsonl "$t/windows.json"
"$ARBITER" validate "$@" > "$t/whole" 2>&1
echo "status $?" >> "$t/whole"
ARBITER_WINDOW=16 "$ARBITER" validate "$@" > "$t/windowed" 2>&1
echo "status $?" >> "$t/windowed"
ARBITER_WINDOW=16 ARBITER_BATCH=2,0 "$ARBITER" validate -j 2 "$@" > "$t/windowed2" 2>&1
echo "status $?" >> "$t/windowed2"
flat="-n algebraic -V classic $t/windows.flat"
"$ARBITER" validate $flat >> "$t/whole" 2>&1
echo "status $?" >> "$t/whole"
ARBITER_WINDOW=16 "$ARBITER" validate $flat >> "$t/windowed" 2>&1
echo "status $?" >> "$t/windowed"
ARBITER_WINDOW=16 ARBITER_BATCH=2,0 "$ARBITER" validate -j 2 $flat >> "$t/windowed2" 2>&1
echo "status $?" >> "$t/windowed2"
check "records refereed in windows get the whole records' verdicts, messages and lines ($(grep -c '#' "$t/whole") records)" \
	cmp -s "$t/whole" "$t/windowed"
check "... with -j 2 too" cmp -s "$t/whole" "$t/windowed2"
# All of tests/data (every format and game, bad records among good ones,
# matches, files small and read in batches of 3 records), both streams in
# one file: -j 3 says byte for byte what one thread says
"$ARBITER" validate "$SRCDIR/tests/data" > "$t/data1" 2>&1
echo "status $?" >> "$t/data1"
ARBITER_BATCH=3,0 "$ARBITER" validate -j 3 "$SRCDIR/tests/data" > "$t/data3" 2>&1
echo "status $?" >> "$t/data3"
check "tests/data, 2>&1: -j 3 in batches of 3 says what one thread says ($(grep -c '#' "$t/data1") records)" \
	cmp -s "$t/data1" "$t/data3"
# Small files go to a worker whole, gathered 64 KiB at a time (the notes
# of the walk between them where one thread says them): the same bytes as
# one thread, and as a file a worker (ARBITER_BATCH's GROUP 0)
ARBITER_BATCH=256,1048576,0 "$ARBITER" validate -j 3 "$SRCDIR/tests/data" > "$t/data3f" 2>&1
echo "status $?" >> "$t/data3f"
"$ARBITER" validate -j 3 "$SRCDIR/tests/data" > "$t/data3g" 2>&1
echo "status $?" >> "$t/data3g"
check "... and -j 3 with small files gathered for a worker, and one a worker" \
	eval 'cmp -s "$t/data1" "$t/data3g" && cmp -s "$t/data1" "$t/data3f"'
# A file under 64 KiB is read by the reading thread where the walk has it
# open, and goes to its worker as bytes; a larger one is held open for its
# worker until its unit is printed: under a low limit of open files no file
# of 600 small ones is lost to "Too many open files", nor of 40 of 70 kB
# between them (-j 64: units in flight hold at most half the limit)
mkdir "$t/tiny"
for i in $(seq 600); do
	printf '[Variant "three-mens-morris"]\n\n1. b2 a1 2. c3 a3 3. a2 c1 4. b3 *\n' > "$t/tiny/$i.pgn"
done
"$ARBITER" validate -q "$t/tiny" > "$t/tiny1" 2>&1
echo "status $?" >> "$t/tiny1"
(ulimit -n 64 && ARBITER_CORES=8 "$ARBITER" validate -q -j 8 "$t/tiny") > "$t/tiny8" 2>&1
echo "status $?" >> "$t/tiny8"
check "600 small files, -j 8 under ulimit -n 64: what one thread says" cmp -s "$t/tiny1" "$t/tiny8"
mkdir "$t/mixed"
for i in $(seq 40); do
	cp "$t/tiny/$i.pgn" "$t/mixed/$i-a.pgn"
	for _ in $(seq 1000); do cat "$t/tiny/$i.pgn"; echo; done > "$t/mixed/$i-b.pgn"
done
"$ARBITER" validate "$t/mixed" > "$t/mixed1" 2>&1
echo "status $?" >> "$t/mixed1"
(ulimit -n 64 && "$ARBITER" validate -j 64 "$t/mixed") > "$t/mixed64" 2>&1
echo "status $?" >> "$t/mixed64"
check "40 files of 70 kB between small ones, -j 64 under ulimit -n 64: what one thread says" \
	cmp -s "$t/mixed1" "$t/mixed64"
# Small files whose messages outgrow what a worker holds (12,000 records
# of JSON cut short, 48 kB; 2 MB said): each time a file's report would
# outgrow it, what the worker holds goes to a temporary file, read back
# where the file is printed; where none can be made (ARBITER_SPILL=0), the
# file is said again by the reading thread from the bytes it read. Each
# as one thread says it, and as when held open for its worker
# (ARBITER_BATCH's GROUP 0)
mkdir "$t/talk"
yes '{"a' | head -n 12000 > "$t/talk/a.jsonl"
cp "$t/tiny/1.pgn" "$t/talk/b.pgn"
yes '{"c' | head -n 12000 > "$t/talk/c.jsonl"
"$ARBITER" validate "$t/talk" > "$t/talk1" 2>&1
echo "status $?" >> "$t/talk1"
"$ARBITER" validate "$t/talk" > "$t/talk1.out" 2> "$t/talk1.err"
for how in "" "ARBITER_SPILL=0" "ARBITER_BATCH=256,1048576,0" \
	"ARBITER_SPILL=0 ARBITER_BATCH=256,1048576,0"; do
	env $how "$ARBITER" validate -j 2 "$t/talk" > "$t/talk2" 2>&1
	echo "status $?" >> "$t/talk2"
	env $how "$ARBITER" validate -j 2 "$t/talk" > "$t/talk2.out" 2> "$t/talk2.err"
	{ cmp -s "$t/talk1" "$t/talk2" && cmp -s "$t/talk1.out" "$t/talk2.out" &&
		cmp -s "$t/talk1.err" "$t/talk2.err"; } || echo "$how" >> "$t/talk.differ"
done
# eight threads under 64 descriptors: one temporary file at a time, the
# other files said again
(ulimit -n 64 && ARBITER_CORES=8 "$ARBITER" validate -j 8 "$t/talk") > "$t/talk2" 2>&1
echo "status $?" >> "$t/talk2"
cmp -s "$t/talk1" "$t/talk2" || echo "-j 8, ulimit -n 64" >> "$t/talk.differ"
check "small files whose reports outgrow a unit ($(wc -c < "$t/talk1") bytes), kept in a temporary file or said again, read here or held open, under few descriptors: what one thread says, on each stream and on one" \
	test ! -e "$t/talk.differ"
# The hand-over of small files costs no call of the system: -j 2 on the 600
# makes fewer than -j 1 (the worker reads none; 14 a file with -j 1)
if [ -n "${ARBITER_SANITIZED:-}" ]; then
	skip "-j 2 on 600 small files makes fewer calls of the system than -j 1" \
		"the sanitizers make calls of their own"
elif command -v strace > /dev/null && strace -f -o /dev/null true 2> /dev/null; then
	for j in 1 2; do
		strace -f -c -o "$t/calls$j" "$ARBITER" validate -q -j $j "$t/tiny" > /dev/null 2>&1
	done
	set -- "$(awk '/total$/ { print $4 }' "$t/calls1")" \
		"$(awk '/total$/ { print $4 }' "$t/calls2")"
	check "-j 2 on 600 small files makes fewer calls of the system than -j 1 ($2 against $1)" \
		test "$2" -lt "$1"
else
	skip "-j 2 on 600 small files makes fewer calls of the system than -j 1" "no strace here"
fi
# A record naming a rule set no file of the path gives (a producer's own
# name, a misspelling) is looked for in every file's names, read as YAML,
# and said with a suggestion, with no rule set loaded: every file of the
# path was loaded for it, 14 MB where a known name holds 3 MB, on each
# thread of -j N
if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
	skip "a record naming an unknown rule set holds what one naming a known one does" \
		"no measure here (sanitizers, or no /usr/bin/time)"
else
	mkdir "$t/names"
	for name in nine-mens-morris 'Nine Mens Moris' Frobgammon Morris; do
		printf '[Variant "%s"]\n\n1. a1 *\n' "$name" > "$t/names/a.pgn"
		/usr/bin/time -f %M -o "$t/names/peak" "$ARBITER" validate "$t/names/a.pgn" \
			>> "$t/names/out" 2>&1
		tail -n 1 "$t/names/peak" >> "$t/names/peaks"
	done
	read -r known misspelt other word <<< "$(tr '\n' ' ' < "$t/names/peaks")"
	check "a record naming an unknown rule set holds what one naming a known one does (KB: $known known; $misspelt, $other, $word unknown)" \
		eval 'grep -q "did you mean Nine Mens Morris?" "$t/names/out" &&
		      [ "$misspelt" -le $((known + 1024)) ] && [ "$other" -le $((known + 1024)) ] &&
		      [ "$word" -le $((known + 4096)) ]'
fi
# Each thread's memory of tokens is made whole as its first rule sets come:
# a page of it read as zeros, then written as a token is learnt, is copied
# by the kernel, which then stops the other thread to forget the old page.
# On the real .mat files (23 of them, 208 kB) -j 2 so made 2,171 page faults
# where -j 1 made 1,606, and took longer; it now makes fewer than -j 1
mkdir "$t/mat"
find "$SRCDIR/tests/data/real" -name '*.mat' | sort | while read -r f; do
	cp "$f" "$t/mat/$(printf '%s' "$f" | cksum | cut -d' ' -f1).mat"
done
nmat=$(find "$t/mat" -type f | wc -l)
if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
	skip "-j 2 on $nmat real .mat files makes fewer page faults than -j 1" \
		"no measure here (sanitizers, or no /usr/bin/time)"
else
	for j in 1 2; do
		/usr/bin/time -f %R -o "$t/faults$j" "$ARBITER" validate -q -j $j "$t/mat" \
			> /dev/null 2>&1
	done
	set -- "$(tail -n 1 "$t/faults1")" "$(tail -n 1 "$t/faults2")"
	check "-j 2 on $nmat real .mat files makes fewer page faults than -j 1 ($2 against $1)" \
		test "$2" -lt "$1"
fi
# One match longer than a batch goes from batch to batch, each refereed by
# the thread that takes it from where the batch before left the match: -j 2
# and -j 3 in batches of 1, 2 and 3 records say byte for byte what one
# thread says, where the first player must alternate (stockboi: games 5,
# 9 and 10 start with the player who began the game before), where a batch
# holds unreadable records alone (games 6 and 7), and where a long game
# (30,000 plies, refereed where it is read) and one read in windows
# (ARBITER_WINDOW=16) come in the match
for k in $(seq 12); do
	first=A second=B
	if [ $((k % 2)) = 0 ] || [ $k = 5 ] || [ $k = 9 ]; then first=B second=A; fi
	printf '[Event "e"]\n[White "%s"]\n[Black "%s"]\n[Variant "stockboi-dokuz-tas"]\n[Match "m"]\n[Game "%d"]\n\n' \
		"$first" "$second" "$k"
	if [ $k = 6 ] || [ $k = 7 ]; then printf '1. d6 f4 \0 *\n\n'; else printf '1. d6 f4 2. d2 b4 *\n\n'; fi
done > "$t/turns.pgn"
for k in $(seq 10); do
	case $k in 4) plies=30000 ;; 7) plies=2000 ;; *) plies=30 ;; esac
	long $plies 0 '*' "$(printf '[Match "m"]\n[Game "%d"]\n[White "A"]\n[Black "B"]' "$k")"
done > "$t/games.pgn"
for f in turns games; do
	"$ARBITER" validate "$t/$f.pgn" > "$t/$f.1" 2>&1
	echo "status $?" >> "$t/$f.1"
	ARBITER_WINDOW=16 "$ARBITER" validate "$t/$f.pgn" > "$t/$f.w1" 2>&1
	echo "status $?" >> "$t/$f.w1"
done
same=0
for run in "1 2" "2 2" "3 3" "1 3"; do
	read -r batch jobs <<< "$run"
	for f in turns games; do
		ARBITER_BATCH=$batch,0 "$ARBITER" validate -j "$jobs" "$t/$f.pgn" > "$t/$f.n" 2>&1
		echo "status $?" >> "$t/$f.n"
		cmp -s "$t/$f.1" "$t/$f.n" && same=$((same + 1))
		ARBITER_WINDOW=16 ARBITER_BATCH=$batch,0 "$ARBITER" validate -j "$jobs" "$t/$f.pgn" \
			> "$t/$f.n" 2>&1
		echo "status $?" >> "$t/$f.n"
		cmp -s "$t/$f.w1" "$t/$f.n" && same=$((same + 1))
	done
done
check "one match from batch to batch: -j 2 and 3 say what one thread says ($same of 16 runs)" \
	test $same = 16
check "... the first player's turn checked across batches" \
	test "$(grep -c ': mismatch: B plays first again' "$t/turns.1")" = 3
# A worker is started as units come for one: a file of one long game,
# refereed by the reading thread as it is read, starts none (and runs as one
# thread does: with one thread, malloc and stdio take no locks); a file of
# one match of 20 games in batches of 2, each taken up by a worker from the
# batch before while the reading thread reads on, starts one, and so does
# one of 20 matches of a game each
for k in $(seq 20); do
	printf '[Event "e"]\n[Variant "three-mens-morris"]\n[Match "m"]\n[Game "%d"]\n\n' "$k"
	printf '1. b2 a1 2. c3 a3 3. a2 *\n\n'
done > "$t/match.pgn"
awk '/^\[Match/ { print "[Match \"m" ++n "\"]"; next } { print }' "$t/match.pgn" > "$t/matches.pgn"
long 30000 > "$t/game.pgn"
if [ -n "${ARBITER_SANITIZED:-}" ]; then
	skip "-j 2 on one long game refereed in line starts no worker" "the sanitizers start threads of their own"
	skip "... on one match in batches, one" "the sanitizers start threads of their own"
	skip "... on 20 matches in batches, one" "the sanitizers start threads of their own"
	skip "-j 4 on 20 matches in batches, on 2 cores: one worker; on 1: none" \
		"the sanitizers start threads of their own"
	skip "-j 2 on one small file starts no worker, on 600 small files one, and says what one thread says" \
		"the sanitizers start threads of their own"
	skip "-j 2 on a file of 1.9 MiB starts no worker, on one of 2.1 MiB one" \
		"the sanitizers start threads of their own"
elif command -v strace > /dev/null && strace -f -o /dev/null true 2> /dev/null; then
	for f in game match matches; do
		ARBITER_BATCH=2,0 strace -f -e trace=clone,clone3 -o "$t/clones" \
			"$ARBITER" validate -q -j 2 "$t/$f.pgn" > /dev/null 2>&1
		grep -c 'clone' "$t/clones" > "$t/$f.clones"
	done
	check "-j 2 on one long game refereed in line starts no worker" test "$(cat "$t/game.clones")" = 0
	check "... on one match in batches, one" test "$(cat "$t/match.clones")" = 1
	check "... on 20 matches in batches, one" test "$(cat "$t/matches.clones")" = 1
	# no more threads than cores: -j 4 on two starts one worker, on one none
	for c in 1 2; do
		ARBITER_CORES=$c ARBITER_BATCH=2,0 strace -f -e trace=clone,clone3 -o "$t/clones" \
			"$ARBITER" validate -q -j 4 "$t/matches.pgn" > /dev/null 2>&1
		grep -c 'clone' "$t/clones" > "$t/cores$c.clones"
	done
	check "-j 4 on 20 matches in batches, on 2 cores: one worker; on 1: none" \
		test "$(cat "$t/cores2.clones") $(cat "$t/cores1.clones")" = "1 0"
	# The last unit, where it is the only one, is the reading thread's: one
	# small file read whole starts no worker (one would take it while the
	# reading thread waits: 0.4 ms more than -j 1 on a file of 1 MiB), and
	# says what one thread says; 600 small files, gathered in several
	# units, start one
	for f in "$t/match.pgn" "$t/tiny"; do
		strace -f -e trace=clone,clone3 -o "$t/clones" "$ARBITER" validate -j 2 "$f" \
			> "$t/lone2" 2>&1
		grep -c 'clone' "$t/clones" >> "$t/lone.clones"
	done
	"$ARBITER" validate "$t/match.pgn" > "$t/lone1" 2>&1
	"$ARBITER" validate -j 2 "$t/match.pgn" > "$t/lone2" 2>&1
	check "-j 2 on one small file starts no worker, on 600 small files one, and says what one thread says" \
		eval 'test "$(tr "\n" " " < "$t/lone.clones")" = "0 1 " && cmp -s "$t/lone1" "$t/lone2"'
	# A file is read in batches from 2 MiB on (below, batches cost more than
	# a second core wins): one of 1.9 MiB of 20-game matches goes whole to
	# the reading thread and starts no worker; one of 2.1 MiB, in batches,
	# starts one; both say what one thread says
	python3 - "$t/matches.pgn" "$t/mib" <<'PY'
import sys
d = open(sys.argv[1]).read()
for mib in (1.9, 2.1):
    open('%s%s.pgn' % (sys.argv[2], mib), 'w').write(d * int(mib * (1 << 20) / len(d) + 1))
PY
	for m in 1.9 2.1; do
		strace -f -e trace=clone,clone3 -o "$t/clones" "$ARBITER" validate -j 2 "$t/mib$m.pgn" \
			> "$t/mib2" 2>&1
		grep -c 'clone' "$t/clones" >> "$t/mib.clones"
		"$ARBITER" validate "$t/mib$m.pgn" > "$t/mib1" 2>&1
		cmp -s "$t/mib1" "$t/mib2" && echo same >> "$t/mib.clones"
	done
	check "-j 2 on a file of 1.9 MiB starts no worker, on one of 2.1 MiB one, and both say what one thread says" \
		test "$(tr "\n" " " < "$t/mib.clones")" = "0 same 1 same "
else
	skip "-j 2 on one long game refereed in line starts no worker" "no strace here"
	skip "... on one match in batches, one" "no strace here"
	skip "... on 20 matches in batches, one" "no strace here"
	skip "-j 4 on 20 matches in batches, on 2 cores: one worker; on 1: none" "no strace here"
	skip "-j 2 on one small file starts no worker, on 600 small files one, and says what one thread says" "no strace here"
	skip "-j 2 on a file of 1.9 MiB starts no worker, on one of 2.1 MiB one" "no strace here"
fi
# A line of moves or of JSON is read in parts of 512 KiB (formats/lines.h);
# ARBITER_PART=N makes them N bytes, so that every line here is cut in every
# place, and the first line of each file looked at for binary data part by
# part: the same verdicts, messages, lines and exit status as whole.
whole() {
	"$ARBITER" validate "$@"
	echo "status $?"
	"$ARBITER" validate $flat
	echo "status $?"
	"$ARBITER" validate -n codingame "$SRCDIR"/tests/data/uttt/codingame-lines.txt
	echo "status $?"
}
whole "$@" > "$t/unparted" 2>&1
same=0
for k in 1 3 7; do
	export ARBITER_PART=$k
	whole "$@" > "$t/parted" 2>&1
	cmp -s "$t/unparted" "$t/parted" && same=$((same + 1))
done
unset ARBITER_PART
check "lines read in parts of 1, 3 and 7 bytes say what they say whole" test $same = 3

# An SGF game's main line is taken in windows as it is read too (a line
# at a time; a line itself is held whole). sgf() writes a game: a set-up
# of the starting position and the 30 plays of a real gnubg game, BLOCKS
# times; a block's first play made illegal, the root's extra properties,
# what comes between blocks every tenth, and the tree's end (awk's -v:
# a backslash written twice).
sgf() { # BLOCKS [the block made illegal] [root] [every tenth block] [end]
	awk -v n="$1" -v bad="${2:-0}" -v root="${3-RE[W+1]}" -v tenth="${4:-}" -v end="${5-)}" 'BEGIN {
		printf "(;FF[4]GM[6]CA[UTF-8]AP[test]MI[length:7][game:0][ws:0][bs:0]PW[Kevin]PB[Max]RU[Crawford]%s\n", root
		n2 = split("51xwmh 61lrqr 43xtwt 11abbccdde 53hcfc 41lppq 42hdfd 62ageg 54mimh 53qvsv " \
			   "11ihfeeddc 51lqqr 65hchb 22gigisusu 63hehb 22ikiklnln 43mjmi 41rvvw 65jeic " \
			   "42kooq 54took 64 55toojkfje 64 42fbbz 21yaqs 31edcz 62ntrt 41dzcb 41rssw", m, " ")
		for (i = 1; i <= n; i++) {
			printf ";AE[a:y]AW[x][x][m][m][m][m][m][h][h][h][f][f][f][f][f]"
			printf "AB[a][a][l][l][l][l][l][q][q][q][s][s][s][s][s]PL[W]\n"
			for (k = 1; k <= n2; k++)
				printf ";%s[%s]\n", k % 2 ? "W" : "B", i == bad && k == 1 ? "51xsmh" : m[k]
			if (i % 10 == 0)
				printf "%s", tenth
		}
		printf "%s\n", end
	}'
}
if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
	skip "an SGF game of 1,050,000 plies is held in at most 16 MB (-j 1, -j 2)" \
		"no measure here (sanitizers, or no /usr/bin/time)"
else
	# 15.8 MB, held whole in 38 MB; its set-ups are logged whole (100
	# bytes each), its plays a byte or two
	sgf 35000 > "$t/long.sgf"
	peaks=""
	for j in 1 2; do
		/usr/bin/time -f %M -o "$t/peak" "$ARBITER" validate -q -j $j "$t/long.sgf" > /dev/null
		peaks="$peaks $(tail -n 1 "$t/peak")"
	done
	set -- $peaks
	check "an SGF game of 1,050,000 plies is held in at most 16 MB (-j 1, -j 2; KB:$peaks)" \
		test "$1" -le 16384 -a "$2" -le 16384
fi
# Each thread's referee has a memory of the tokens it decoded, a rule set
# each: smaller when threads are many (1.25 MB for one or two, 160 kB for
# eight), and no more than 8 threads start: on a machine of 8 cores (or
# 64), -j 8 (or -j 64) on 4,000 random nine men's morris games (6 MB, a few
# thousand tokens) holds at most 16 MB (it held 22 MB, and 132 MB), and
# says what one thread says (a memory of its own size has a copy of the
# loop of moves of its own: tests/data too)
GEN=${GEN:-$(dirname "$ARBITER")/bench/gen}
if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ] || [ ! -x "$GEN" ]; then
	skip "-j 8 on 8 cores, and -j 64 on 64, hold 4,000 morris games in at most 16 MB" \
		"no measure here (sanitizers, no /usr/bin/time, or no bench/gen)"
else
	"$GEN" -V nine-mens-morris -c 4000 -s 7 --comments > "$t/many.pgn"
	"$ARBITER" validate "$t/many.pgn" > "$t/many1" 2>&1
	peaks="" same=0
	for c in 8 64; do
		ARBITER_CORES=$c /usr/bin/time -f %M -o "$t/peak" "$ARBITER" validate -j $c \
			"$t/many.pgn" > "$t/many$c" 2>&1
		peaks="$peaks $(tail -n 1 "$t/peak")"
		cmp -s "$t/many1" "$t/many$c" && same=$((same + 1))
	done
	set -- $peaks
	check "-j 8 on 8 cores, and -j 64 on 64, hold 4,000 morris games in at most 16 MB (KB:$peaks), saying what one thread says" \
		test "$1" -le 16384 -a "$2" -le 16384 -a $same = 2
fi
ARBITER_CORES=8 "$ARBITER" validate -j 8 "$SRCDIR/tests/data" > "$t/data8" 2>&1
echo "status $?" >> "$t/data8"
ARBITER_CORES=8 ARBITER_BATCH=3,0 "$ARBITER" validate -j 8 "$SRCDIR/tests/data" > "$t/data8b" 2>&1
echo "status $?" >> "$t/data8b"
check "tests/data, 2>&1: -j 8 on 8 cores (smaller memories of tokens), whole and in batches of 3, says what one thread says" \
	eval 'cmp -s "$t/data1" "$t/data8" && cmp -s "$t/data1" "$t/data8b"'
# A run of unreadable records is cut into batches as readable ones are
# (an unreadable record ends no match: the batch after goes on with the
# match before): 300,000 lines of JSON cut short, 7.8 MB. A file small
# enough to go to a worker whole, whose report outgrows what a worker
# holds (an SGF game, then 400,000 stray brackets, 0.8 MB, each said in
# a line and a message), is said again by the reading thread, straight to
# the output, as one thread says it.
if [ -n "${ARBITER_SANITIZED:-}" ] || [ ! -x /usr/bin/time ]; then
	skip "300,000 unreadable records, and a small file of 400,000, are held in at most 16 MB (-j 1, -j 2)" \
		"no measure here (sanitizers, or no /usr/bin/time)"
else
	yes '{"game":"morris","moves":' | head -n 300000 > "$t/unreadable.jsonl"
	{ cat "$SRCDIR/tests/data/backgammon/match-5pt.sgf"; yes ')' | head -n 400000; } > "$t/stray.sgf"
	peaks=""
	for f in unreadable.jsonl stray.sgf; do
		for j in 1 2; do
			/usr/bin/time -f %M -o "$t/peak" "$ARBITER" validate -j $j "$t/$f" \
				> "$t/said$j" 2>&1
			peaks="$peaks $(tail -n 1 "$t/peak")"
		done
		cmp -s "$t/said1" "$t/said2" || peaks="$peaks (-j 2 says otherwise)"
	done
	set -- $peaks
	check "300,000 unreadable records, and a small file of 400,000, are held in at most 16 MB (-j 1, -j 2; KB:$peaks)" \
		test "$#" = 4 -a "$1" -le 16384 -a "$2" -le 16384 -a "$3" -le 16384 -a "$4" -le 16384
fi
# The verdicts in windows are the whole game's (ARBITER_WINDOW=16): valid;
# an illegal play in the third window and one near the end; a wrong claim;
# Gibbon's resignations, one rejected, the last taken, with no RE; a
# variation at every tenth block (its first is the main line, the next
# passed over), and at the end (an illegal play passed over there); a
# comment at every tenth, escaped and across lines; a property name SGF
# does not have, near the end (unreadable, the next tree read); a tree
# never closed before the next game's root (unreadable at that line); then
# the next games of the match before it, which the unreadable ones did not
# end (with -j too, where a game goes in line at its first window). Files of their own: a
# tree cut short in a value, a NUL byte near the end, and the SGF of
# tests/data.
{
	sgf 100
	sgf 100 2
	sgf 100 90
	sgf 100 0 'RE[B+2]'
	sgf 100 0 '' ';B[resign:2]
;W[reject]
' ';B[resign:1]
;W[accept]
)'
	sgf 100 0 'RE[W+1]' '(;W[51xsmh])(;B[41rssw])
'
	sgf 100 0 'RE[W+1]' '' '(;C[the main line goes on])(;W[51xsmh])
)'
	sgf 100 0 'RE[W+1]' ';C[a note \\] with [brackets\\]
across lines]
;C[a value (;FF[4\\] inside]
'
	sgf 100 0 'RE[W+1]' '' ';x[0])'
	sgf 100 0 '' '' ';C[never closed'
	sgf 3 0 'MI[length:7][game:1]'
	sgf 3 0 'MI[length:7][game:2]'
} > "$t/windows.sgf"
sgf 100 0 '' '' ';C[cut short' > "$t/cut.sgf"
{ sgf 100 0 '' '' ";C[a NUL $(printf '\001')"; } | tr '\001' '\000' > "$t/nul.sgf"
set -- "$t/windows.sgf" "$t/cut.sgf" "$t/nul.sgf" $(find "$SRCDIR"/tests/data -name '*.sgf' | sort)
for how in "validate" "validate --json"; do
	"$ARBITER" $how "$@" > "$t/whole" 2>&1
	echo "status $?" >> "$t/whole"
	ARBITER_WINDOW=16 "$ARBITER" $how "$@" > "$t/windowed" 2>&1
	echo "status $?" >> "$t/windowed"
	ARBITER_WINDOW=16 ARBITER_BATCH=2,0 "$ARBITER" $how -j 2 "$@" > "$t/windowed2" 2>&1
	echo "status $?" >> "$t/windowed2"
	check "SGF games refereed in windows get the whole games' verdicts, messages and places ($how, $(wc -l < "$t/whole") lines)" \
		cmp -s "$t/whole" "$t/windowed"
	check "... with -j 2 too" cmp -s "$t/whole" "$t/windowed2"
done
# ARBITER_PART makes no difference to SGF, whose lines are read whole
same=0
for k in 1 3 7; do
	ARBITER_PART=$k "$ARBITER" validate "$@" > "$t/parted" 2>&1
	echo "status $?" >> "$t/parted"
	"$ARBITER" validate "$@" > "$t/unparted" 2>&1
	echo "status $?" >> "$t/unparted"
	cmp -s "$t/unparted" "$t/parted" && same=$((same + 1))
done
check "SGF with ARBITER_PART=1, 3 and 7 says what it says without" test $same = 3

# standings and report find a player through an index, and place the rows
# once they are sorted: 200,000 players who play once take a fraction of a
# second, where a look along the table (and back along the tied rows for
# each row's place) made them quadratic (160,000 took 36 s)
python3 -c '
for i in range(100000):
    print("[White \"P%d\"]\n[Black \"Q%d\"]\n[Result \"1-0\"]\n\n1. d6 a1 1-0\n" % (i, i))' \
	> "$t/players.pgn"
timeout 20 "$ARBITER" standings "$t/players.pgn" > "$t/out" 2> /dev/null
check "standings of 200,000 players who play once ends in seconds (it took minutes)" \
	test "$(wc -l < "$t/out")" = 200001
check "... the last of them in place 100001" \
	grep -q '^100001  Q99999 ' <(tail -n 1 "$t/out")
timeout 20 "$ARBITER" report -o "$t/players.html" "$t/players.pgn" 2> /dev/null
check "report of them ends in seconds too" test "$(grep -c '^<tr><td class="n">' "$t/players.html")" = 200000

# A received rule set with a repetition rule and no move limit, and a game
# of 200,000 slides that makes no mill and no position a third time, then
# goes to and fro until one comes a third time. Each position that may have
# come before was looked for through every one since the last removal: the
# game took 12.6 s of CPU, growing with the square of its length (a million,
# minutes); they are counted in a table now. The generator knows the ply of
# the third time; 10 s is a guard against the scans, not a speed test.
cat > "$t/quiet.yaml" <<'YAML'
name: quiet-received
game: morris
extends: nine-mens-morris
pieces: 4
rules:
  flying: {enabled: false}
  draw:
    move_limit: {count: 0, unit: plies}
YAML
cat > "$t/quiet.py" <<'PY'
import random, sys
N, seed = int(sys.argv[1]), int(sys.argv[2])
random.seed(seed)
A = "a1:a4 d1|a4:a1 a7 b4|a7:a4 d7|b2:b4 d2|b4:a4 b2 b6 c4|b6:b4 d6|c3:c4 d3|c4:b4 c3 c5|c5:c4 d5|d1:a1 d2 g1|d2:b2 d1 d3 f2|d3:c3 d2 e3|d5:c5 d6 e5|d6:b6 d5 d7 f6|d7:a7 d6 g7|e3:d3 e4|e4:e3 e5 f4|e5:d5 e4|f2:d2 f4|f4:e4 f2 f6 g4|f6:d6 f4|g1:d1 g4|g4:f4 g1 g7|g7:d7 g4"
adj = {a: b.split() for a, b in (l.split(':') for l in A.split('|'))}
pts = sorted(adj); bit = {p: 1 << i for i, p in enumerate(pts)}
M = "a7 d7 g7|b6 d6 f6|c5 d5 e5|a4 b4 c4|e4 f4 g4|c3 d3 e3|b2 d2 f2|a1 d1 g1|a1 a4 a7|b2 b4 b6|c3 c4 c5|d1 d2 d3|d5 d6 d7|e3 e4 e5|f2 f4 f6|g1 g4 g7"
mills_of = {p: [sum(bit[x] for x in m.split()) for m in M.split('|') if p in m.split()] for p in pts}
steps = [(p, q, bit[p], bit[q], mills_of[q]) for p in pts for q in adj[p]]
def slides(own, other):
    occ = own | other
    return [(p, q, (own & ~bp) | bq) for p, q, bp, bq, ms in steps
            if own & bp and not occ & bq and not any((own & ~bp | bq) & m == m for m in ms)]
def free_to_move(own, other):
    occ = own | other
    return any(own & bp and not occ & bq and not any((own & ~bp | bq) & m == m for m in ms)
               for p, q, bp, bq, ms in steps)
pos = [0, 0]; side = 0; moves = []; seen = {}; ends = None
while len(moves) < 8:  # four each, placed in no mill
    free = [p for p in pts if not (pos[0] | pos[1]) & bit[p]
            and not any((pos[side] | bit[p]) & m == m for m in mills_of[p])]
    p = random.choice(free); pos[side] |= bit[p]; moves.append(p); side ^= 1
seen[(pos[0], pos[1], side)] = 1  # the position the last placement made counts
while len(moves) < N:
    cand = []
    for p, q, o in slides(pos[side], pos[side ^ 1]):
        key = (o, pos[1], 1) if side == 0 else (pos[0], o, 0)
        n = seen.get(key, 0)
        if n < 2 and free_to_move(pos[side ^ 1], o):
            cand.append((n, p, q, o, key))
    if not cand:
        break
    low = min(c[0] for c in cand)
    _, p, q, o, key = random.choice([c for c in cand if c[0] == low])
    seen[key] = seen.get(key, 0) + 1
    pos[side] = o; moves.append(p + '-' + q); side ^= 1
# then to and fro, each side one piece, until a position comes a third time
cycle = []
for s_ in (side, side ^ 1):
    own, other = (pos[s_], pos[s_ ^ 1])
    back = [(p, q) for p, q, o in slides(own, other)
            if any(x == q and y == p for x, y, _ in slides(o, other))
            and not set((p, q)) & set(cycle[0] if cycle else ())]
    cycle.append(back[0])
k = 0
while ends is None:
    p, q = cycle[k % 2] if k % 4 < 2 else cycle[k % 2][::-1]
    pos[side] = (pos[side] & ~bit[p]) | bit[q]; moves.append(p + '-' + q); side ^= 1; k += 1
    key = (pos[0], pos[1], side)
    seen[key] = seen.get(key, 0) + 1
    if seen[key] == 3:
        ends = len(moves)
print(ends, file=sys.stderr)
print('[Event "quiet"]\n[Result "*"]\n\n' + ' '.join(moves) + ' *')
PY
for len in 200000 600; do
	python3 "$t/quiet.py" $len 1 > "$t/quiet-$len.pgn" 2> "$t/quiet-$len.ply"
done
timeout 10 "$ARBITER" validate -V "$t/quiet.yaml" "$t/quiet-200000.pgn" > "$t/out" 2> /dev/null
status=$?
check "a game of 200,000 quiet slides under a rule set with no move limit is refereed at once (exit $status)" \
	test $status = 1
check "... and ends where a position comes a third time, at ply $(cat "$t/quiet-200000.ply")" \
	grep -q "ended 1/2-1/2 at ply $(cat "$t/quiet-200000.ply"): the same position for the 3rd time" "$t/out"
"$ARBITER" validate -V "$t/quiet.yaml" "$t/quiet-600.pgn" > "$t/out" 2> /dev/null
check "... as a game of 600 does, at ply $(cat "$t/quiet-600.ply")" \
	grep -q "ended 1/2-1/2 at ply $(cat "$t/quiet-600.ply"): the same position for the 3rd time" "$t/out"
