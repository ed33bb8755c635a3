# Sourced by the TAP scripts of tests/cli: where the program and the source
# are, the rule sets of the tree, a temporary folder $t (removed at exit),
# check DESCRIPTION COMMAND..., a test that passes when the command does,
# and skip DESCRIPTION WHY.
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
# skip DESCRIPTION WHY: a test that cannot run here, counted as skipped
skip() {
	n=$((n + 1))
	echo "ok $n - $1 # SKIP $2"
}
# has PATTERN FILE: grep, quietly
has() { grep -q -- "$1" "$2"; }
