#!/bin/bash
# The bash completion (completion/arbiter), driven as bash drives it:
# COMP_WORDS and COMP_CWORD set, the function called, COMPREPLY read. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
# shellcheck source=/dev/null
. "$SRCDIR/completion/arbiter"
cd "$SRCDIR" || exit 1
n=0
complete_line() { # the words, the last being completed
	COMP_WORDS=("$ARBITER" "$@")
	COMP_CWORD=$#
	COMPREPLY=()
	_arbiter
	echo "${COMPREPLY[*]}"
}
check() { # what, got, want (a pattern)
	n=$((n + 1))
	# shellcheck disable=SC2053
	if [[ $2 == $3 ]]; then echo "ok $n - $1"; else echo "not ok $n - $1: got '$2'"; fi
}
echo "1..8"
check "commands" "$(complete_line "")" "validate show convert compare standings report summarize variants referee match --help --version"
check "a command from its start" "$(complete_line st)" "standings"
check "a command's options, from its --help" "$(complete_line validate --s)" "--summary="
check "report's options" "$(complete_line report -)" "*--output=*"
check "rule set names after -V" "$(complete_line validate -V stockboi-d)" "stockboi-dokuz-tas"
check "notations after -t" "$(complete_line convert -t key)" "keypad"
check "json is a notation too" "$(complete_line convert -t js)" "json"
check "variants subcommands" "$(complete_line variants d)" "diff"
