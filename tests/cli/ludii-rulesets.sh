#!/bin/bash
# Every morris rule set through a Ludii trial and back: a short legal game
# of each (bench/gen, one game, seed 1) converted to ludii must read back
# under the same rule set with the same verdict. A rule set whose moves the
# ludii notation cannot write (a board with no Ludii numbering) must say so
# and is counted as not written, never passed over in silence.
# Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
GEN=${GEN:-$(dirname "$ARBITER")/bench/gen}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$GEN" ]; then
	echo "1..1"
	echo "not ok 1 - $GEN is not built (make bench/gen, or make check builds it)"
	exit 0
fi
# the morris rule sets, by name
names=()
for v in $("$ARBITER" variants list --names); do
	[ "$("$ARBITER" variants show "$v" | sed -n 's/^game: //p')" = morris ] && names+=("$v")
done
echo "1..${#names[@]}"
# a verdict without the file it was read from
verdict() { "$ARBITER" validate "$1" 2>/dev/null | head -1 | sed 's/^[^ ]* #1[^:]*: //'; }
n=0
for v in "${names[@]}"; do
	n=$((n + 1))
	if ! "$GEN" -V "$v" -c 1 -s 1 > "$tmp/a.pgn" 2> "$tmp/err"; then
		echo "not ok $n - $v: bench/gen failed: $(head -1 "$tmp/err")"
		continue
	fi
	if ! "$ARBITER" convert -q -t ludii "$tmp/a.pgn" > "$tmp/a.trl" 2> "$tmp/err"; then
		if grep -q "ludii notation cannot write" "$tmp/err"; then
			echo "ok $n - $v # SKIP ludii cannot write it (said: $(head -1 "$tmp/err" | sed 's/.*not written: //'))"
		else
			echo "not ok $n - $v: not written: $(head -1 "$tmp/err")"
		fi
		continue
	fi
	a=$(verdict "$tmp/a.pgn")
	b=$(verdict "$tmp/a.trl")
	if [ -n "$a" ] && [ "$a" = "$b" ]; then
		echo "ok $n - $v: through ludii, the same rule set and verdict"
	else
		echo "not ok $n - $v: through ludii ($(head -1 "$tmp/a.trl"))"
		echo "# before: $a"
		echo "# after:  $b"
	fi
done
