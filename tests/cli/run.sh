#!/bin/bash
# Command-level tests. Each tests/cli/cases/*.t file holds one case:
#   # what it checks          (comments)
#   $ arbiter ARGS...         the command, run from the source folder
#   < line                    standard input (optional)
#   ? N                       the expected exit status
#   > line                    expected standard output, line by line
#   ! line                    expected standard error, line by line
# Output is compared exactly. Prints TAP. With --update, rewrites each case
# with what the program printed (read the diff before committing it).
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
# -j N starts its N threads, whatever cores this machine has (validate
# starts no more threads than cores unless told: src/cli/jobs.c)
export ARBITER_CORES=${ARBITER_CORES:-64}
update=0
[ "${1:-}" = --update ] && update=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cases=("$SRCDIR"/tests/cli/cases/*.t)
echo "1..${#cases[@]}"
n=0
for t in "${cases[@]}"; do
	n=$((n + 1))
	name=$(basename "$t" .t)
	cmd=$(sed -n 's/^\$ //p' "$t")
	want_status=$(sed -n 's/^? //p' "$t")
	grep '^<' "$t" | sed 's/^< \{0,1\}//' > "$tmp/stdin"
	grep '^>' "$t" | sed 's/^> \{0,1\}//' > "$tmp/want.out"
	grep '^!' "$t" | sed 's/^! \{0,1\}//' > "$tmp/want.err"
	(cd "$SRCDIR" && arbiter() { "$ARBITER" "$@"; } && eval "$cmd") \
		< "$tmp/stdin" > "$tmp/out" 2> "$tmp/err"
	status=$?
	if [ $update = 1 ]; then
		{
			grep -E '^(#|\$|<)' "$t"
			echo "? $status"
			sed 's/^/> /; s/^> $/>/' "$tmp/out"
			sed 's/^/! /; s/^! $/!/' "$tmp/err"
		} > "$tmp/new" && mv "$tmp/new" "$t"
		echo "ok $n - $name # updated"
		continue
	fi
	if [ "$status" = "$want_status" ] && cmp -s "$tmp/out" "$tmp/want.out" &&
	   cmp -s "$tmp/err" "$tmp/want.err"; then
		echo "ok $n - $name"
	else
		echo "not ok $n - $name"
		echo "# $cmd"
		echo "# exit status $status, expected $want_status"
		diff -u "$tmp/want.out" "$tmp/out" | sed 's/^/# /' | head -40
		diff -u "$tmp/want.err" "$tmp/err" | sed 's/^/# /' | head -40
	fi
done
