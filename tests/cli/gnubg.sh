#!/bin/bash
# GNU Backgammon as an oracle for the records arbiter writes: each fixture
# match (and each real file of tests/data/real/backgammon) is converted to
# SGF and to .mat by arbiter, loaded into gnubg, and exported again by gnubg
# as .mat (as SGF, for a game from a set-up); arbiter's verdicts on gnubg's
# export must equal its verdicts on the original. gnubg replays what it
# loads, so a record it could not follow would come back short. Where gnubg
# is not installed (apt-get install gnubg), the tests report themselves
# skipped.
# Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
GNUBG=${GNUBG:-$(command -v gnubg || echo /usr/games/gnubg)}
cd "$SRCDIR"
files=(tests/data/backgammon/match-*.mat tests/data/backgammon/nackgammon-5pt.mat
	tests/data/backgammon/dialects/money-beaver.mat tests/data/backgammon/dialects/hypergammon-1.mat
	tests/data/real/backgammon/*/*)
echo "1..$(( ${#files[@]} * 2 ))"
if [ ! -x "$GNUBG" ]; then
	for i in $(seq $(( ${#files[@]} * 2 ))); do
		echo "ok $i # SKIP gnubg is not installed"
	done
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
verdicts() { # the verdicts of a file, without its name, the warnings on how
	# it was written (gnubg marks every hit; some producers mark none) and the
	# end in words (gnubg writes a capped claim as the game's whole worth)
	"$ARBITER" validate --json "$1" 2>/dev/null |
		sed 's/"file":"[^"]*",//; s/"warnings":[0-9]*,"warning":{[^}]*},//;
		     s/"reason":"[^"]*",//'
}
n=0
for f in "${files[@]}"; do
	for form in sgf mat; do
		n=$((n + 1))
		if ! "$ARBITER" convert -q -t $form "$f" > "$tmp/ours.$form" 2>/dev/null; then
			echo "ok $n - $f: .$form # SKIP .$form cannot hold it (convert says why)"
			continue
		fi
		"$ARBITER" validate --json "$f" > "$tmp/json" 2>/dev/null
		if grep -q '"players":\["",\|,""\]' "$tmp/json"; then
			# GNU Backgammon reads a name left out as the score after it
			echo "ok $n - $f: .$form # SKIP a player's name is left out, which gnubg misreads"
			continue
		fi
		if grep -q '"termination":"resignation"[^}]*points won the match' "$tmp/json"; then
			# a resignation claimed at what won the match ("Wins 3 point and
			# the match" with the cube on 2): gnubg scores it as a single
			echo "ok $n - $f: .$form # SKIP a resignation capped at the match, which gnubg scores otherwise"
			continue
		fi
		if grep -q 'Jacoby rule: the cube was never turned)' "$tmp/json"; then
			# a gammon the Jacoby rule counts as a single: gnubg's .mat
			# export states no rule, so the gammon comes back in full
			echo "ok $n - $f: .$form # SKIP a gammon under the Jacoby rule, which gnubg's .mat export does not state"
			continue
		fi
		if [ $form = sgf ]; then load="load match $tmp/ours.sgf"; else load="import mat $tmp/ours.mat"; fi
		# gnubg exports no set-up position in .mat: a game from one comes
		# back as gnubg saves it, in SGF
		back=$tmp/back.mat save="export match mat $tmp/back.mat"
		if [ $form = sgf ] && grep -q '^;AE\[' "$tmp/ours.sgf"; then
			back=$tmp/back.sgf save="save match $tmp/back.sgf"
		fi
		rm -f "$back"
		printf '%s\n' "set confirm default yes" "set confirm new off" "set confirm save off" \
			"$load" "$save" |
			timeout 60 "$GNUBG" -t -q > "$tmp/log" 2>&1
		if [ -s "$back" ] && diff <(verdicts "$f") <(verdicts "$back") > "$tmp/diff"; then
			echo "ok $n - $f: arbiter's .$form replays in gnubg to the same games"
		else
			echo "not ok $n - $f: arbiter's .$form replays in gnubg to the same games"
			head -5 "$tmp/diff" | sed 's/^/# /'
			tail -3 "$tmp/log" | sed 's/^/# /'
		fi
	done
done
