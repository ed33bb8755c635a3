#!/bin/bash
# libarbiter from outside, against the library just built: examples/replay.c
# compiles against the public header alone and replays records as the
# referee judged them (every record file of the tree with ARBITER_TEST_FULL
# set, the sample records otherwise), and the Python binding's tests pass.
# The installed library is checked by tests/cli/install.sh. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
builddir=$(cd "$(dirname "$ARBITER")" && pwd)
cd "$SRCDIR" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LD_LIBRARY_PATH="$builddir/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
n=0
say() { # ok, what
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi
}

# a live game is stricter than a record in one thing: a roll must be played
# where it can be (these records stop after a roll, before a resignation,
# or, saved by GNU Backgammon just after one, before its play)
stricter="tests/data/backgammon/bad/gnubg-hypergammon-stopped.mat
tests/data/real/backgammon/gnubg/gnubg_roll_then_resign_1p.mat
tests/data/backgammon/dialects/resign-before-play.mat
tests/data/real/backgammon/gnubg-selfplay/hyper2-6.mat
tests/data/real/backgammon/gnubg-import/roll-then-other-resigns-reexported.mat
tests/data/backgammon/dialects/gnubg-beaver.mat
tests/data/backgammon/dialects/gnubg-opening-resign.mat
tests/data/backgammon/dialects/gnubg-resign-pending-rolled.mat"

# shellcheck disable=SC2086
cc -std=c11 -Wall -Wextra -Werror ${ARBITER_SANITIZED:-} -I"$SRCDIR/src/lib" -o "$tmp/replay" \
	examples/replay.c -L"$builddir/.libs" -larbiter 2> "$tmp/cc.err"
say $? "examples/replay.c builds against arbiter.h alone"
sed 's/^/# /' "$tmp/cc.err"

if [ -n "${ARBITER_TEST_FULL:-}" ]; then
	mapfile -t files < <(find records tests/data -type f \( -name '*.pgn' -o -name '*.mat' \
		-o -name '*.sgf' -o -name '*.uttt' -o -name '*.jsonl' -o -name '*.txt' \) | sort)
else
	mapfile -t files < <(find records -type f | sort)
	files+=(tests/data/morris/illegal.pgn tests/data/backgammon/match-7pt.mat
		tests/data/tables/tavli-matches.jsonl tests/data/backgammon/match-5pt.sgf
		tests/data/backgammon/dialects/gnubg-raccoon.mat)
fi
bad=
for f in "${files[@]}"; do
	"$tmp/replay" "$f" > "$tmp/out" 2>&1
	s=$?
	want=0
	grep -qxF "$f" <<< "$stricter" && want=1
	[ "$s" = "$want" ] || bad="$bad $f ($s: $(grep -m1 'differs\|replay:' "$tmp/out"))"
done
[ -z "$bad" ]
say $? "every replay agrees with the referee (${#files[@]} files)"
[ -n "$bad" ] && echo "#$bad"

# the example stops where the record's move is refused, as the referee did
"$tmp/replay" tests/data/morris/illegal.pgn | head -1 > "$tmp/out"
grep -qxF "tests/data/morris/illegal.pgn #1 [nine-mens-morris]: move 3, d6, refused: d6 is occupied; the referee: illegal, *" "$tmp/out"
say $? "a replay stops at the move the referee refused"
# README's example, from the source tree with no ARBITER_VARIANTS: the
# library loaded from the build folder finds the tree's rule sets
awk '/^\$ LD_LIBRARY_PATH=build\/.libs .\/replay / { on = 1; next } on && /^```/ { exit } on' \
	README.md > "$tmp/want"
env -u ARBITER_VARIANTS "$tmp/replay" records/morris/three-mens-morris.pgn > "$tmp/out" 2>&1
[ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/out"
say $? "README's replay example, with the rule sets of the tree the library was built from"
"$tmp/replay" /nonexistent 2> "$tmp/out"
[ $? = 2 ] && grep -q "cannot open" "$tmp/out"
say $? "a file that cannot be read is said, status 2"

# the example of libarbiter(3) prints what the page says it prints
block() { # the k-th literal block after the page's first example
	awk -v k="$1" '/^A game of Ultimate Tic-Tac-Toe/ { on = 1 }
		on && /^\.Bd -literal/ { b++; inb = 1; next }
		on && /^\.Ed/ { inb = 0; if (b == k) exit; next }
		on && inb && b == k { gsub(/\\e/, "\\"); print }' man/libarbiter.3
}
block 1 > "$tmp/page.c"
block 2 > "$tmp/page.want"
# shellcheck disable=SC2086
cc -std=c11 -Wall -Wextra -Werror ${ARBITER_SANITIZED:-} -I"$SRCDIR/src/lib" -o "$tmp/page" \
	"$tmp/page.c" -L"$builddir/.libs" -larbiter && "$tmp/page" > "$tmp/page.out" &&
	[ -s "$tmp/page.want" ] && cmp -s "$tmp/page.out" "$tmp/page.want"
say $? "the example of libarbiter(3) builds and prints what the page says"

if [ -n "${ARBITER_SANITIZED:-}" ]; then
	say 0 "the Python binding # SKIP: Python cannot load a library built with the sanitizers"
	echo "1..$n"
	exit 0
fi
ARBITER_LIB="$builddir/.libs/libarbiter.so.0" python3 contrib/python/test_arbiter.py -v \
	> "$tmp/py" 2>&1
py=$?
grep -E ' \.\.\. (ok|FAIL|ERROR)' "$tmp/py" | while read -r name rest; do
	n=$((n + 1))
	case $rest in *"... ok") echo "ok $n - python: $name" ;; *) echo "not ok $n - python: $name" ;; esac
done
n=$((n + $(grep -cE ' \.\.\. (ok|FAIL|ERROR)' "$tmp/py")))
say $py "the Python binding's tests pass"
[ $py = 0 ] || sed 's/^/# /' "$tmp/py" | tail -30
echo "1..$n"
