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
echo "1..20"
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
# a file's name with a newline is offered as one word, quoted (it came as
# two, 'k.pgn' and '-o', or 'g.pgn' and '../', names that are not there)
names_dir=$(mktemp -d)
touch "$names_dir/"$'k.pgn\n-o' "$names_dir/plain.pgn"
one_word=$(cd "$names_dir" && complete_line validate k)
every=$(cd "$names_dir" && complete_line validate '')
check "a file's name with a newline is one word ($one_word; $every)" \
	test "$one_word" = "\$'k.pgn\\n-o'" -a "$every" = "\$'k.pgn\\n-o' plain.pgn"
rm -rf "$names_dir"

# a rule set named to run a command, to glob or to split is offered quoted:
# TAB runs nothing, and the word it puts on the line is the name, so that
# nothing runs when the line does either
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir -p "$t/v/morris" "$t/cwd"
names=('$(touch${IFS}pwned)' '`touch pwned2`' '*' 'k9;touch${IFS}pwned3' 'q r')
for name in "${names[@]}"; do
	sed "s/^name: .*/name: '$name'/" "$SRCDIR/variants/morris/classic.yaml" > "$t/v/morris/$name.yaml"
done
got=$(cd "$t/cwd" && ARBITER_VARIANTS=$t/v:$ARBITER_VARIANTS complete_line validate -V '')
check "a hostile rule set name runs nothing on TAB" test -z "$(ls "$t/cwd")"
# each word offered, read by the shell as a word of a command line
read_back() {
	local w
	COMP_WORDS=("$ARBITER" validate -V '')
	COMP_CWORD=3
	_arbiter
	for w in "${COMPREPLY[@]}"; do
		eval "printf '%s\n' $w"
	done
}
got=$(cd "$t/cwd" && ARBITER_VARIANTS=$t/v:$ARBITER_VARIANTS read_back)
check "... and each word offered reads back as the name, running nothing" \
	test "$(grep -Fx -f <(printf '%s\n' "${names[@]}") <<< "$got" | sort)" = \
	"$(printf '%s\n' "${names[@]}" | sort)" -a -z "$(ls "$t/cwd")"
got=$(cd "$t/cwd" && ARBITER_VARIANTS=$t/v:$ARBITER_VARIANTS complete_line variants show '')
check "... also after variants show" test -z "$(ls "$t/cwd")" -a -n "$got"
got=$(cd "$t/cwd" && ARBITER_VARIANTS=$t/v:$ARBITER_VARIANTS complete_line validate -V "'k9;")
check "... and a word begun with a quote completes by what it says" test "$got" = 'k9\;touch\$\{IFS\}pwned3'

# as bash completes on a terminal: TAB, then Enter, runs nothing, and the
# command gets the name (arbiter here a function that prints its arguments)
n=$((n + 1))
if ! command -v python3 > /dev/null; then
	echo "ok $n - # SKIP no python3 to drive a terminal"
else
	python3 - "$SRCDIR" "$t" "$ARBITER" > "$t/term" <<'PY'
import os, pty, select, sys, time
src, t, arb = sys.argv[1:]
pid, fd = pty.fork()
if pid == 0:
    os.chdir(t + "/cwd")
    os.environ.update(PS1="$ ", ARBITER_VARIANTS=t + "/v:" + os.environ["ARBITER_VARIANTS"])
    os.execvp("bash", ["bash", "--norc", "--noprofile", "-i"])
seen = []
def read(secs):
    end = time.time() + secs
    while time.time() < end:
        if select.select([fd], [], [], 0.05)[0]:
            try:
                seen.append(os.read(fd, 65536))
            except OSError:
                break
read(0.5)
os.write(fd, (". %s/completion/arbiter\n" % src).encode())
os.write(fd, ("arbiter() { case $1 in validate) printf '<%%s>\\n' \"$@\" ;; *) %s \"$@\" ;; esac; }\n" % arb).encode())
read(0.5)
for start in (b"k9", b"q"):
    os.write(fd, b"arbiter validate -V " + start + b"\t")
    read(1.5)
    os.write(fd, b"\n")
    read(1.0)
os.write(fd, b"exit\n")
read(0.5)
sys.stdout.write(b"".join(seen).decode("utf-8", "replace"))
PY
	if [ -z "$(ls "$t/cwd")" ] && grep -qF '<k9;touch${IFS}pwned3>' "$t/term" && grep -qF '<q r>' "$t/term"; then
		echo "ok $n - on a terminal: TAB and Enter run nothing, the command gets the name"
	else
		echo "not ok $n - on a terminal: TAB and Enter run nothing, the command gets the name"
		sed 's/^/# /' "$t/term"
	fi
fi
