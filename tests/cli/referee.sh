#!/bin/bash
# arbiter referee against input a transcript cannot hold: a line over 1 MiB,
# NUL bytes, bytes that are not UTF-8, a thousand lines of noise; every line
# gets one answer line of JSON and the game goes on; an answer that cannot
# be written ends the conversation with status 2, said once; the record of
# a game played here, in each format it is written in, reads back as the
# game went, whichever side opened; a resignation played here is worth
# what it gives up. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
cd "$SRCDIR" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "1..8"

# as many answers as lines, each a JSON object with "ok"
answers() { # input file, output file
	python3 - "$1" "$2" << 'EOF'
import json, sys
lines = open(sys.argv[1], "rb").read().count(b"\n")
out = open(sys.argv[2], "rb").read().split(b"\n")
assert out[-1] == b"", "the last answer ends its line"
out = out[:-1]
assert len(out) == lines, "%d answers to %d lines" % (len(out), lines)
for a in out:
    assert "ok" in json.loads(a), a[:80]
EOF
}

{
	printf '{"move":"e5"}\n'
	head -c 1200000 /dev/zero | tr -c x x
	printf '\n{"move":"d6"}\n'
} > "$tmp/long"
"$ARBITER" referee -V uttt-standard < "$tmp/long" > "$tmp/out" 2> "$tmp/err"
[ $? = 0 ] && answers "$tmp/long" "$tmp/out" &&
	sed -n 2p "$tmp/out" | grep -q '"code":"too-long"' &&
	sed -n 3p "$tmp/out" | grep -q '"ok":true,"ply":2'
r=$?
[ $r = 0 ] && echo "ok 1 - a line over 1 MiB is one error answer, and the game goes on" ||
	echo "not ok 1 - a line over 1 MiB is one error answer, and the game goes on"

printf '{"move":"e5"\000}\n{"move":"\377\376"}\n{"move":"e5"}\n' > "$tmp/bytes"
"$ARBITER" referee -V uttt-standard < "$tmp/bytes" > "$tmp/out" 2> "$tmp/err"
[ $? = 0 ] && answers "$tmp/bytes" "$tmp/out" &&
	[ "$(grep -c '"code":"bad-json"' "$tmp/out")" = 2 ] && sed -n 3p "$tmp/out" | grep -q '"ply":1'
r=$?
[ $r = 0 ] && echo "ok 2 - a NUL byte and bytes that are not UTF-8 are bad JSON" ||
	echo "not ok 2 - a NUL byte and bytes that are not UTF-8 are bad JSON"

# noise: pieces of requests, shuffled, with and without the game's moves
python3 - > "$tmp/noise" << 'EOF'
import random
r = random.Random(7)
bits = ['{', '}', '"move"', '"dice"', '"new"', '"legal"', ':', ',', '"e5"', 'true', '"52"',
        '"backgammon"', '"notation"', '"keypad"', '[', ']', '"seed"', '3', '-1', 'null',
        '"record"', '"board"', '"moves"', '"roll"', '\\u00e9', '"\\ud800"']
for i in range(1000):
    if i % 3 == 0:
        print('{"move":"%s%d"}' % ("abcdefghi"[r.randrange(9)], r.randrange(1, 10)))
    else:
        print("".join(r.choice(bits) for _ in range(r.randrange(0, 12))))
EOF
"$ARBITER" referee -V uttt-standard < "$tmp/noise" > "$tmp/out" 2> "$tmp/err"
[ $? = 0 ] && answers "$tmp/noise" "$tmp/out" && [ ! -s "$tmp/err" ]
r=$?
[ $r = 0 ] && echo "ok 3 - a thousand lines of noise get a thousand answers" ||
	echo "not ok 3 - a thousand lines of noise get a thousand answers"

python3 - > "$tmp/bg" << 'EOF'
import random
r = random.Random(3)
print('{"new":"backgammon","seed":5}')
for i in range(400):
    print(r.choice(['{"move":"roll"}', '{"dice":"%d%d"}' % (r.randrange(7), r.randrange(7)),
                    '{"move":"Doubles => 2"}', '{"move":"Takes"}', '{"move":"13/8 13/11"}',
                    '{"legal":true}', '{"new":"backgammon"}', '{"record":"sgf"}',
                    '{"move":"52: 24/22 13/8"}']))
EOF
"$ARBITER" referee < "$tmp/bg" > "$tmp/out" 2> "$tmp/err"
[ $? = 0 ] && answers "$tmp/bg" "$tmp/out" && [ ! -s "$tmp/err" ]
r=$?
[ $r = 0 ] && echo "ok 4 - backgammon's requests in any order get an answer each" ||
	echo "not ok 4 - backgammon's requests in any order get an answer each"

printf '{"move":"e5"}\n{"legal":true}\n' | "$ARBITER" referee -V uttt-standard > /dev/full 2> "$tmp/err"
[ $? = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "write error" "$tmp/err"
r=$?
[ $r = 0 ] && echo "ok 5 - an answer that cannot be written: status 2, said once" ||
	{ echo "not ok 5 - an answer that cannot be written: status 2, said once"; sed 's/^/# /' "$tmp/err"; }
"$ARBITER" referee -V uttt-standard <&- > "$tmp/out" 2> "$tmp/err"
[ $? = 2 ] && grep -q "read error" "$tmp/err"
r=$?
[ $r = 0 ] && echo "ok 6 - requests that cannot be read (standard input closed): status 2, not a quiet end" ||
	{ echo "not ok 6 - requests that cannot be read (standard input closed): status 2, not a quiet end"; sed 's/^/# /' "$tmp/err"; }

# the game's record in every format reads back valid, its plies all there:
# the first player opening (51) and the second (15); a play names no side
# here, so each format writes it from the side that made it
ok=0
for opening in 51 15; do
	other=$([ $opening = 51 ] && echo 62 || echo 26)
	for f in mat sgf json; do
		printf '{"dice":"%s"}\n{"move":"%s: 13/8 24/23"}\n{"dice":"%s"}\n{"move":"%s: 24/18 13/11"}\n{"record":"%s"}\n' \
			$opening $opening $other $other $f | "$ARBITER" referee -V backgammon | tail -n 1 |
			python3 -c 'import json, sys; sys.stdout.write(json.load(sys.stdin)["record"])' \
				> "$tmp/rec.$f"
		"$ARBITER" validate "$tmp/rec.$f" > "$tmp/out" 2>&1 &&
			grep -q "valid, \* (unfinished), 2 plies" "$tmp/out" ||
			{ ok=1; echo "# opening $opening, $f:"; sed 's/^/# /' "$tmp/rec.$f" "$tmp/out"; }
	done
done
[ $ok = 0 ] && echo "ok 7 - a game played here reads back from its mat, sgf and json records, whichever side opened" ||
	echo "not ok 7 - a game played here reads back from its mat, sgf and json records, whichever side opened"

# a resignation played live is worth what it gives up ("Resign gammon": 2,
# "Resign backgammon": 3, under match play, money play without the Jacoby
# rule, and without the cube), and its record reads back valid
ok=0
for v in backgammon backgammon-money-no-jacoby backgammon-no-cube; do
	for kind in "Resigns:1" "Resign gammon:2" "Resign backgammon:3"; do
		printf '{"move":"25: 13/8 24/22"}\n{"move":"%s"}\n{"record":"mat"}\n' "${kind%:*}" |
			"$ARBITER" referee -V $v --seed 3 > "$tmp/out"
		sed -n 2p "$tmp/out" | grep -q '"points":'"${kind#*:}"',' &&
			tail -n 1 "$tmp/out" | python3 -c 'import json, sys; sys.stdout.write(json.load(sys.stdin)["record"])' \
				> "$tmp/rec.mat" && "$ARBITER" validate -q "$tmp/rec.mat" > /dev/null 2>&1 ||
			{ ok=1; echo "# $v, ${kind%:*}:"; sed 's/^/# /' "$tmp/out"; }
	done
done
[ $ok = 0 ] && echo "ok 8 - a resignation played live is worth what it gives up, and its record reads back" ||
	echo "not ok 8 - a resignation played live is worth what it gives up, and its record reads back"
