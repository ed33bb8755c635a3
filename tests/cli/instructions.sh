#!/bin/bash
# What a run costs in instructions, counted by callgrind (timings move with
# the machine; instructions do not), start-up subtracted: validate -j 2 on
# long records costs what -j 1 does (it copied each record for a worker:
# 6 % more), a record whose PlyCount is wrong costs at most 1.2 times a
# right one, one that names a rule set no one has costs no more than a
# valid one, an archive naming ten rule sets in turn costs about what
# one naming five does, a backgammon game whose first or last double is
# illegal costs little more than the game as played, and -j 2 on files of
# illegal lines costs about what -j 1 does, and a folder of Ludii's trials
# of many games, each naming its own, costs about what wc -w does on the
# same bytes. A long check:
# callgrind runs some fifty times slower. Prints TAP.
set -u
# shellcheck source=tests/cli/tap.sh
. "$(dirname "$0")/tap.sh"
echo "1..10"
if [ -n "${ARBITER_SANITIZED:-}" ] || ! command -v valgrind > /dev/null ||
	! command -v callgrind_annotate > /dev/null; then
	for i in 1 2 3 4 5 6 7 8 9 10; do echo "ok $i # SKIP no callgrind here (or a sanitizer build)"; done
	exit 0
fi

# the instructions of one run of arbiter ARGS...
count() {
	valgrind --tool=callgrind --callgrind-out-file="$t/cg" "$ARBITER" "$@" > /dev/null 2>&1 < /dev/null
	callgrind_annotate "$t/cg" 2> /dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
# at most: ok when (a - base) <= limit * (b - base)
within() { # what, a, b, base, limit
	awk -v a="$2" -v b="$3" -v s="$4" -v l="$5" 'BEGIN { exit !(a - s <= l * (b - s)) }'
	local r=$?
	local ratio
	ratio=$(awk -v a="$2" -v b="$3" -v s="$4" 'BEGIN { printf "%.3f", (a - s) / (b - s) }')
	if [ $r = 0 ]; then echo "ok $n - $1 ($ratio)"; else echo "not ok $n - $1 ($ratio)"; fi
}
base=$(count validate -q /dev/null)

# three records of 60,000 plies (360 kB each: larger than a batch)
for i in 1 2 3; do
	printf '[Event "long %d"]\n[Variant "classic"]\n\n' "$i"
	printf 'a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3'
	yes ' b6-b4 d2-d1 b4-b6 d1-d2' | head -n 15000 | tr -d '\n'
	printf ' *\n\n'
done > "$t/long.pgn"
n=1
within "-j 2 on records of 60,000 plies: at most 1.02 times the instructions of -j 1" \
	"$(count validate -q -j 2 "$t/long.pgn")" "$(count validate -q -j 1 "$t/long.pgn")" "$base" 1.02

# 200 games of 150 plies, their PlyCount right, then wrong
game() { # PlyCount
	printf '[Event "e"]\n[Variant "classic"]\n[PlyCount "%s"]\n\n' "$1"
	printf 'a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3'
	yes ' b6-b4 d2-d1 b4-b6 d1-d2' | head -n 33 | tr -d '\n'
	printf ' *\n\n'
}
for _ in $(seq 200); do game 150; done > "$t/right.pgn"
for _ in $(seq 200); do game 15; done > "$t/wrong.pgn"
n=2
within "200 wrong PlyCounts: at most 1.2 times the instructions of right ones" \
	"$(count validate "$t/wrong.pgn")" "$(count validate "$t/right.pgn")" "$base" 1.2

# the same 200 games naming a rule set no one has, a name near one that is
# (each record said unreadable, the name suggested): once the rule sets are
# read for the first, a record costs no more than a valid one (it cost 5
# times as much when every record looked the name up again)
sed 's/^\[Variant "classic"\]/[Variant "nine-mens-moris"]/' "$t/right.pgn" > "$t/unknown.pgn"
game 150 | sed 's/^\[Variant "classic"\]/[Variant "nine-mens-moris"]/' > "$t/unknown-1.pgn"
n=3
one=$(count validate -q "$t/unknown-1.pgn")
all=$(count validate -q "$t/unknown.pgn")
valid=$(count validate -q "$t/right.pgn")
awk -v a="$all" -v o="$one" -v v="$valid" -v s="$base" -v n="$n" 'BEGIN {
	r = (a - o) / (199 * (v - s) / 200)
	printf "%s %d - 200 records naming no rule set: each after the first at most a valid one'"'"'s instructions (%.3f)\n",
	       r <= 1 ? "ok" : "not ok", n, r }'

# 400 records naming rule sets by their aliases in turn, ten of them, then
# five: the referee remembers what each name found (it remembered eight,
# and ten in turn cost 8 times what five did, each a walk through every
# rule set)
aliases=("Nine Men's Morris" "Six Men's Morris" "Twelve Men's Morris" "Achi" "Morabaraba"
	 "Three Men's Morris" "Lasker Morris" "Ati" "Akidada" "Achi (Murray)")
named() { # how many names in turn, records
	for ((i = 0; i < $2; i++)); do
		printf '[Event "e"]\n[Variant "%s"]\n[Result "*"]\n\n1. d2 *\n\n' "${aliases[i % $1]}"
	done
}
named 10 400 > "$t/ten.pgn"
named 10 10 > "$t/ten-1.pgn"
named 5 400 > "$t/five.pgn"
named 5 10 > "$t/five-1.pgn"
n=4
ten=$(( $(count validate -q "$t/ten.pgn") - $(count validate -q "$t/ten-1.pgn") ))
five=$(( $(count validate -q "$t/five.pgn") - $(count validate -q "$t/five-1.pgn") ))
awk -v a="$ten" -v b="$five" -v n="$n" 'BEGIN {
	r = a / b
	printf "%s %d - ten rule sets named in turn: at most 2 times the instructions of five (%.3f)\n",
	       r <= 2 ? "ok" : "not ok", n, r }'

# a BackgammonGalaxy match copied 30 times, then the same with the first
# double of each game a pip long ("6/5" written "6/4"): each game stops
# there, and looks for the plays of the roll near what was written. Listing
# them through every order of the steps (a table of positions met partway
# to drop the repeats) made each game cost 1.77 times the game played out;
# listed from the highest point down, 1.25; with the plays left out whose
# steps stand nowhere in what was written, 1.09; with the reason's step and
# the plays listed written without printf, 1.01.
galaxy=$(dirname "$0")/../data/real/backgammon/galaxy/match10014006.txt
for _ in $(seq 30); do cat "$galaxy"; done > "$t/galaxy.mat"
python3 - "$t/galaxy.mat" > "$t/double.mat" <<'PY'
import re, sys
double = re.compile(r'(?<![0-9])([1-6])\1: +(\d+)/(\d+)(?![0-9])')
done = False
for line in open(sys.argv[1]).read().split('\n'):
    if re.match(r'\s*Game \d+', line):
        done = False
    m = None if done else double.search(line)
    if m and 2 <= int(m.group(3)) < int(m.group(2)):
        line = line[:m.start(3)] + str(int(m.group(3)) - 1) + line[m.end(3):]
        done = True
    print(line)
PY
# check n: every game of an altered match (FILE) illegal, and at most 1.2
# times the instructions of the games played (PLAYED, counted)
illegal_within() { # what, file, played
	if [ "$("$ARBITER" validate -q "$2" 2> /dev/null | tail -n 1)" != \
		"90 records: 0 valid, 90 illegal, 0 mismatched, 0 unreadable" ]; then
		echo "not ok $n - every game of the altered match is illegal"
	else
		within "$1: at most 1.2 times the instructions of the games played" \
			"$(count validate "$2")" "$3" "$base" 1.2
	fi
}
played=$(count validate "$t/galaxy.mat")
n=5
illegal_within "90 games illegal at their first double" "$t/double.mat" "$played"

# the same with each game's last double a pip long: each game is played
# nearly to its end, then pays the suggestion on top. Its parts made twice
# (the most dice a roll allows), a reason's step and each play listed
# written through printf made it cost 1.24 times the games played; 1.18 now.
python3 - "$t/galaxy.mat" > "$t/last.mat" <<'PY'
import re, sys
double = re.compile(r'(?<![0-9])([1-6])\1: +(\d+)/(\d+)(?![0-9])')
lines = open(sys.argv[1]).read().split('\n')
last, game = {}, -1
for i, line in enumerate(lines):
    if re.match(r'\s*Game \d+', line):
        game += 1
    for m in double.finditer(line):
        if 2 <= int(m.group(3)) < int(m.group(2)):
            last[game] = (i, m.start(3), m.end(3), int(m.group(3)) - 1)
for i, start, end, to in last.values():
    lines[i] = lines[i][:start] + str(to) + lines[i][end:]
print('\n'.join(lines), end='')
PY
n=6
illegal_within "90 games illegal at their last double" "$t/last.mat" "$played"

# the same match as SGF, the first step of each game's last double ending a
# point away: an SGF play written through printf for each play listed made
# it cost 1.25 times the games played; 1.12 now.
"$ARBITER" convert -q -t sgf -o "$t/galaxy.sgf" "$t/galaxy.mat" 2> /dev/null
python3 - "$t/galaxy.sgf" > "$t/last.sgf" <<'PY'
import re, sys
games = open(sys.argv[1]).read().split('\n(;')
for g, text in enumerate(games):
    plays = [m for m in re.finditer(r';[BW]\[([1-6])\1([a-z]{8})\]', text) if 'b' <= m.group(2)[1] <= 'x']
    if plays:
        at = plays[-1].start(2) + 1
        games[g] = text[:at] + chr(ord(text[at]) - 1) + text[at + 1:]
print('\n(;'.join(games), end='')
PY
n=7
illegal_within "the same in SGF" "$t/last.sgf" "$(count validate "$t/galaxy.sgf")"

# one file of 20,000 UTTT lines, each illegal at its second move (a report
# of 2.7 MB, past what a unit of -j N holds in memory, 256 KiB): the reading
# thread, which starts no worker for the only unit, says it straight to the
# output. Held in memory first, it was refereed again where it was
# printed: -j 2 cost 2.1 times the instructions of -j 1.
yes 'e5 e5' | head -n 20000 > "$t/occupied.txt"
n=8
within "-j 2 on one file of 20,000 illegal lines: at most 1.02 times the instructions of -j 1" \
	"$(count validate -q -j 2 -V uttt-standard "$t/occupied.txt")" \
	"$(count validate -q -j 1 -V uttt-standard "$t/occupied.txt")" "$base" 1.02

# three such files of 10,000 lines (1.4 MB said each) and a small one, the
# first two refereed by a worker: each report goes to a temporary file as
# it outgrows what a unit holds, and is read back where it is printed. Let
# go, it was refereed again by the reading thread: -j 2 cost 2.06 times the
# instructions of -j 1; now about 1.25 (each line of the report held,
# spilt in parts and read back, then written out where it is printed).
mkdir "$t/occupied"
for k in 1 2 3; do head -n 10000 "$t/occupied.txt" > "$t/occupied/$k.txt"; done
printf 'e5 a1\n' > "$t/occupied/4.txt"
set -- "$t"/occupied/*.txt
n=9
within "-j 2 on three files of 10,000 illegal lines: at most 1.3 times the instructions of -j 1" \
	"$(count validate -q -j 2 -V uttt-standard "$@")" \
	"$(count validate -q -j 1 -V uttt-standard "$@")" "$base" 1.3

# Ludii's trials of eighteen games (tests/data/real/morris/ludii), a file
# each naming its game: each name was looked for line by line in every rule
# set file's names (strncasecmp at each byte) and each move read with a
# memcmp at each byte: 1.99 times what wc -w costs on the same bytes in
# the C locale (3.04 in C.UTF-8), the first file's taken off with the
# start-up; 0.77 now (1.15)
lud=$(dirname "$0")/../data/real/morris/ludii
set -- "$lud"/*.trl
wc_count() {
	valgrind --tool=callgrind --callgrind-out-file="$t/cg" wc -w "$@" > /dev/null 2>&1 < /dev/null
	callgrind_annotate "$t/cg" 2> /dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
export LC_ALL=C
n=10
awk -v a="$(count validate -q "$lud")" -v o="$(count validate -q "$1")" \
	-v w="$(wc_count "$@")" -v w0="$(wc_count /dev/null)" -v b="$(cat "$@" | wc -c)" \
	-v fb="$(wc -c < "$1")" -v n="$n" 'BEGIN {
	r = ((a - o) / (b - fb)) / ((w - w0) / b)
	printf "%s %d - Ludii'"'"'s trials of eighteen games, a rule set each: at most 1.3 times the instructions of wc -w (%.3f)\n",
	       r <= 1.3 ? "ok" : "not ok", n, r }'
