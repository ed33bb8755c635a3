#!/bin/bash
# What convert writes reads back: a record whose text the target cannot
# hold (from JSON Lines: a tag with a newline, a tag name with a space, a
# variation that never closes, a NAG of two words) is refused with exit 1
# and said, never written so that arbiter cannot read it, or read back with
# part of a value gone. What it can hold (quotes, backslashes, a newline in
# a comment) comes back the same. A NUL (\u0000) in a tag, a tag's name, a
# comment or a player's name, which no format but JSON could carry, makes
# the record unreadable: nothing of it is written (exit 2). TAP.
set -u
# shellcheck source=tests/cli/tap.sh
. "$(dirname "$0")/tap.sh"
cd "$t" || exit 1
"$ARBITER" convert -q -t json "$SRCDIR/records/morris/three-mens-morris.pgn" | head -n 1 > morris.json
"$ARBITER" convert -q -t json "$SRCDIR/records/backgammon/gnubg-5-point-match.mat" | head -n 1 > bg.json
# name, base, what to change: tag NAME VALUE | item KIND TEXT (after the first move)
python3 - <<'PY'
import json
cases = [
    ("tag-newline", "morris", "tag", "Annotator", "a\nb"), ("tag-quote", "morris", "tag", "Annotator", 'a"b'),
    ("tag-backslash", "morris", "tag", "Annotator", "a\\b"), ("tag-nul", "morris", "tag", "Annotator", "a\0b"),
    ("tag-cr", "morris", "tag", "Annotator", "a\rb"), ("tag-name-space", "morris", "tag", "White Elo", "1"),
    ("tag-name-bracket", "morris", "tag", "X]", "1"), ("tag-name-nul", "morris", "tag", "X\0", "1"),
    ("variation-open", "morris", "item", "variation", "(d6"),
    ("variation-bare", "morris", "item", "variation", "d6 d7"),
    ("variation-closed-twice", "morris", "item", "variation", "(d6))"),
    ("variation-comment-open", "morris", "item", "variation", "(d6 {x)"),
    ("variation-tag-line", "morris", "item", "variation", "(d6\n[Event \"x\"] d7)"),
    ("variation-good", "morris", "item", "variation", "(b2 {a} c3)"),
    ("nag-two", "morris", "item", "nag", "$1 $2"), ("nag-word", "morris", "item", "nag", "good"),
    ("comment-newline", "morris", "item", "comment", "a\nb"),
    ("comment-nul", "morris", "item", "comment", "a\0b"),
    ("comment-open-brace", "morris", "item", "comment", "a { b"),
    ("bg-name-newline", "bg", "tag", "White", "gn\nubg"), ("bg-name-nul", "bg", "tag", "White", "gn\0ubg"),
    ("bg-name-bracket", "bg", "tag", "White", "gn]ubg"), ("bg-tag-newline", "bg", "tag", "Event", "x\ny"),
    ("bg-comment", "bg", "item", "comment", "a]b\nc"),
    # a line of a comment that is a tag pair starts the next record
    ("comment-tag-line", "morris", "item", "comment", "x\n[Event \"y\"]\nz"),
    ("comment-tag-line-indented", "morris", "item", "comment", "x\n  [White \"y\"]"),
    # control characters on the first line are text, not binary data
    ("tag-esc-first", "morris", "first", "Event", "a\x1b[8mb"),
    ("bg-name-esc", "bg", "tag", "White", "gn\x1b[8mubg"), ("bg-name-bell", "bg", "tag", "Black", "a\x07b"),
    ("bg-event-esc-first", "bg", "first", "Event", "a\x1bb\x7f"),
    # .mat's score line and header, SGF's root: what a line or a property
    # of the format cannot hold as it is, or would cut (once at 128 or 256 bytes)
    ("bg-name-colon", "bg", "tag", "White", "a : b"), ("bg-name-blank-ends", "bg", "tag", "Black", " x "),
    ("bg-name-game-line", "bg", "tag", "White", "Game 2"),
    ("bg-name-match-line", "bg", "tag", "White", "5 point match"),
    ("bg-name-long", "bg", "tag", "White", "n" * 200), ("bg-event-long", "bg", "tag", "Event", "e" * 300 + "Z"),
    ("bg-tag-quote", "bg", "tag", "Annotator", 'a"b'), ("bg-tag-name-colon", "bg", "tag", "A:B", "x"),
    ("bg-score-inject", "bg", "tag", "ScoreWhite", "0]PW[evil"), ("bg-game-word", "bg", "tag", "Game", "two"),
    ("bg-comment-root", "bg", "item", "comment", "x\n(;FF[4]GM[6]"),
]
r = json.loads(open("morris.json").read())
r["movetext"][2] = ["move", "b1 {x"] # illegal, so kept as written with --keep-invalid
open("raw-move.json", "w").write(json.dumps(r) + "\n")
for name, base, how, a, b in cases:
    r = json.loads(open(base + ".json").read())
    if how == "tag":
        r["tags"] = [t for t in r["tags"] if t[0] != a] + [[a, b]]
    elif how == "first":
        r["tags"] = [[a, b]] + [t for t in r["tags"] if t[0] != a]
    else:
        r["movetext"].insert(1, [a, b])
    open(name + ".jsonl", "w").write(json.dumps(r) + "\n")
PY
cases=() nuls=()
for f in *.jsonl; do
	case $f in *-nul.jsonl) nuls+=("$f") ;; *) cases+=("$f") ;; esac
done
echo "1..$((${#cases[@]} * 2 + 7))"
# convert to TARGET: written and read back the same, or refused (exit 1,
# said, nothing written), or what the format drops said (as for flat), or
# the record unreadable as it is read (exit 2, said, nothing written)
either() {
	local f=$1 to=$2 s back
	"$ARBITER" convert -q -t "$to" "$f" > out 2> err
	s=$?
	if [ $s = 1 ]; then
		grep -q "not written" err && [ ! -s out ]
		return
	fi
	if [ $s = 2 ]; then # unreadable as read (a [Game "two"]): nothing written
		[ ! -s out ] && grep -q ": unreadable: " err
		return
	fi
	[ $s = 0 ] || return 1
	grep -q "warning: the .* format drops its" err && return 0 # said, and counted
	"$ARBITER" convert -q -t json "$f" > want 2> /dev/null
	"$ARBITER" convert -q -t json out > back 2> /dev/null || return 1
	# the header's order may change in SGF: the tags as a set, the rest as it is
	python3 -c 'import json, sys
a, b = (json.loads(open(p).readline()) for p in sys.argv[1:])
same = lambda x, y: sorted(map(tuple, x["tags"])) == sorted(map(tuple, y["tags"])) and x["movetext"] == y["movetext"]
n = lambda r: {**r, "tags": [t for t in r["tags"] if t[0] != "Notation"]}
sys.exit(0 if same(n(a), n(b)) else 1)' want back
}
for f in "${cases[@]}"; do
	case $f in bg-*) targets="mat sgf" ;; *) targets="algebraic playok" ;; esac
	for to in $targets; do
		check "${f%.jsonl} to $to: read back the same, refused, or its loss said" either "$f" "$to"
	done
done
"$ARBITER" convert -q -t json "${nuls[@]}" > out 2> err
echo $? > status
check "a NUL in a tag, a tag's name, a comment or a player's name: the record unreadable, nothing written (exit 2)" \
	eval 'test "$(cat status)" = 2 -a ! -s out -a "$(grep -c "^arbiter: .*a string holds .u0000, a NUL" err)" = ${#nuls[@]}'
"$ARBITER" convert -q -t algebraic tag-quote.jsonl > out 2> /dev/null
check "a quote in a tag is escaped, and reads back" \
	eval 'grep -q "^\[Annotator \"a\\\\\"b\"\]$" out && "$ARBITER" validate -q out > /dev/null'
"$ARBITER" convert -t algebraic variation-open.jsonl > /dev/null 2> err
check "a record refused is counted: 0 written, 1 not held whole" \
	grep -q "^0 records written; .* 1 not held whole" err
"$ARBITER" convert -q -t mat bg-comment.jsonl > /dev/null 2> err
check "what .mat drops (comments) is said" grep -q "the .mat format drops its comments" err
"$ARBITER" convert -q --strict -t mat bg-comment.jsonl > /dev/null 2> err
check "... and with --strict refused (exit 1)" test $? = 1
for f in tagged flat; do
	"$ARBITER" convert -q -t algebraic -f $f --keep-invalid raw-move.json > out 2> err
	echo $? > status
	check "an illegal move kept as written (--keep-invalid) that would not read back, as $f: refused" \
		eval 'test "$(cat status)" = 1 -a ! -s out && grep -q "not written: its move .b1.{x" err'
done
