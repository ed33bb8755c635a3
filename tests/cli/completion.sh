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
check() { # what, got, want (a pattern); or what, then a command whose success is the test
	n=$((n + 1))
	if [[ $2 == test ]]; then
		local what=$1
		shift
		if "$@"; then echo "ok $n - $what"; else echo "not ok $n - $what"; fi
		return
	fi
	# shellcheck disable=SC2053
	if [[ $2 == $3 ]]; then echo "ok $n - $1"; else echo "not ok $n - $1: got '$2'"; fi
}
echo "1..17"
check "commands" "$(complete_line "")" "validate show convert compare standings report summarize variants referee match --help --version"
check "a command from its start" "$(complete_line st)" "standings"
check "a command's options, from its --help" "$(complete_line validate --s)" "--summary="
check "report's options" "$(complete_line report -)" "*--output=*"
check "rule set names after -V" "$(complete_line validate -V stockboi-d)" "stockboi-dokuz-tas"
check "... every name that shares the start, of a hundred and more" \
	"$(complete_line validate -V five-mens)" "five-mens-morris-cyningstan five-mens-morris-murray"
check "... and a name that is the start of others, with them" \
	"$(complete_line show -V tsoro-yemutatu)" "tsoro-yemutatu tsoro-yemutatu-triangle"
check "notations after -t" "$(complete_line convert -t key)" "keypad"
check "json is a notation too" "$(complete_line convert -t js)" "json"
check "variants subcommands" "$(complete_line variants d)" "diff"
check "a value after --variant= (bash splits at =)" "$(complete_line validate --variant = stockboi-d)" "stockboi-dokuz-tas"
check "... every name right after the =" "$(complete_line validate --variant =)" "*nine-mens-morris*uttt-standard*"
check "... and where = does not split, the word keeps its option" \
	"$(complete_line validate --variant=stockboi-d)" "--variant=stockboi-dokuz-tas"
check "a value after --summary=" "$(complete_line validate --summary = f)" "files"

# a rule set named to run a command, or to glob, is offered as it is and
# runs nothing
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir -p "$t/v/morris" "$t/cwd"
for name in '$(touch${IFS}pwned)' '`touch pwned2`' '*'; do
	sed "s/^name: .*/name: '$name'/" "$SRCDIR/variants/morris/classic.yaml" > "$t/v/morris/$name.yaml"
done
got=$(cd "$t/cwd" && ARBITER_VARIANTS=$t/v:$ARBITER_VARIANTS complete_line validate -V '')
check "a hostile rule set name runs nothing on TAB" test -z "$(ls "$t/cwd")"
# shellcheck disable=SC2016
check "... and is offered as written" "$got" '$(touch${IFS}pwned) \* `touch pwned2` *baazitoo-dooz *'
got=$(cd "$t/cwd" && ARBITER_VARIANTS=$t/v:$ARBITER_VARIANTS complete_line variants show '')
check "... also after variants show" test -z "$(ls "$t/cwd")" -a -n "$got"
