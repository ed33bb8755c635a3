#!/bin/bash
# arbiter match: random engines play every family and validate finds every
# record valid; the same seeds write the same file; an illegal move, a crash,
# a time-out, a line too long and a command that does not run each lose the
# game with the reason in the record, and the engine runs again for the next
# game; a time-out ends what the engine started; an engine that ended
# though its child holds its output, or that closed its output, is said as
# such; a command may start with '-'; a flood on an engine's standard error
# is cut at 1 MiB a game; one that reads no question loses on time, said
# so, and a move's time counts from its question. Six games a family here,
# and with ARBITER_TEST_FULL set (./quickstart test --full) a hundred. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
cd "$SRCDIR" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
games=6
tables=2
if [ -n "${ARBITER_TEST_FULL:-}" ]; then
	games=100
	tables=20
fi
random="contrib/engines/random"
n=0
ok() { # what, then the command that must succeed
	local what=$1
	shift
	n=$((n + 1))
	if "$@" > "$tmp/why" 2>&1; then
		echo "ok $n - $what"
	else
		echo "not ok $n - $what"
		sed 's/^/# /' "$tmp/why" | head -20
	fi
}

# N games under rule set V: the match exits 0, writes N records, validate
# finds them all valid, and each engine has played N games
family() { # rule set, games
	local v=$1 g=$2 out="$tmp/$1.rec"
	"$ARBITER" match -q -V "$v" --games "$g" --seed 5 -o "$out" \
		--engine "$random --seed 1" --engine "$random --seed 2" > "$tmp/$v.table" || return 1
	"$ARBITER" validate -q -V "$v" "$out" > "$tmp/$v.summary" 2>&1 || { cat "$tmp/$v.summary"; return 1; }
	grep -qx "$g records: $g valid, 0 illegal, 0 mismatched, 0 unreadable" "$tmp/$v.summary" ||
		{ cat "$tmp/$v.summary"; return 1; }
	# the Games column, counted from the end (names have blanks; games of
	# dice have a Points column more)
	local from=5
	grep -q " Points$" "$tmp/$v.table" && from=6
	[ "$(awk -v k=$from '$1 ~ /^[12]$/ { print $(NF - k) }' "$tmp/$v.table" | sort -u)" = "$g" ] ||
		{ cat "$tmp/$v.table"; return 1; }
}

echo "1..33"
for v in nine-mens-morris uttt-standard backgammon; do
	ok "$games random games of $v, every record valid" family "$v" "$games"
done
for v in portes plakoto fevga long-nardy acey-deucey gul-bara tavli; do
	ok "$tables random games of $v, every record valid" family "$v" "$tables"
done

same() {
	"$ARBITER" match -q -V backgammon --games 4 --seed 9 -o "$tmp/a.mat" \
		--engine "$random --seed 3" --engine "$random --seed 4" > /dev/null &&
	"$ARBITER" match -q -V backgammon --games 4 --seed 9 -o "$tmp/b.mat" \
		--engine "$random --seed 3" --engine "$random --seed 4" > /dev/null &&
	cmp "$tmp/a.mat" "$tmp/b.mat"
}
ok "the same seeds play the same games" same

# An engine that loses: the match exits 1, both games go to the other engine
# (the first game as the first player, the second as the second), the
# reason stands in each record, and the records are valid.
forfeit() { # how validate says it ended, what the reason says, the engine's command, options
	local end=$1 want=$2 bad=$3
	shift 3
	"$ARBITER" match -V uttt-standard --games 2 -o "$tmp/f.uttt" "$@" \
		--engine "$bad" --engine "$random" > "$tmp/f.out" 2> "$tmp/f.err"
	[ $? = 1 ] || { echo "exit status not 1"; cat "$tmp/f.out" "$tmp/f.err"; return 1; }
	grep -q "^\[Result \"0-1\"\]" "$tmp/f.uttt" && grep -q "^\[Result \"1-0\"\]" "$tmp/f.uttt" ||
		{ cat "$tmp/f.uttt"; return 1; }
	[ "$(grep -c "^\[Termination \"forfeit: .*$want" "$tmp/f.uttt")" = 2 ] ||
		{ cat "$tmp/f.uttt"; return 1; }
	[ "$(grep -c "^arbiter: match: game [12]: .*$want" "$tmp/f.err")" = 2 ] || { cat "$tmp/f.err"; return 1; }
	"$ARBITER" validate --json "$tmp/f.uttt" > "$tmp/f.json" || return 1
	[ "$(grep -c "\"status\":\"valid\".*\"termination\":\"$end\"" "$tmp/f.json")" = 2 ] ||
		{ cat "$tmp/f.json"; return 1; }
	grep -q "^  1  $random  *2  *2 .* 0$" "$tmp/f.out" || { cat "$tmp/f.out"; return 1; }
	grep -q "^  2  .* 2$" "$tmp/f.out" || { cat "$tmp/f.out"; return 1; }
}
ok "an illegal move loses the game" forfeit forfeit "played 'zz', which is illegal: 'zz' is not a cell" \
	"while read -r l; do echo zz; done"
ok "a move the rules refuse loses the game" forfeit forfeit "played 'a1', which is illegal" \
	"while read -r l; do echo a1; done"
ok "a crash loses the game, and the engine runs again" forfeit forfeit "exited with status 3 before its move" \
	"exit 3"
ok "a command that does not run loses the game" forfeit forfeit \
	"exited with status 127 (the shell's: a program not found)" "/nonexistent/engine"
ok "a folder as the engine loses the game" forfeit forfeit \
	"exited with status 126 (the shell's: a program that cannot be run)" "$tmp"
ok "a line too long loses the game" forfeit forfeit "wrote a line longer than 64 KiB" \
	"head -c 70000 /dev/zero | tr -c x x; sleep 5"
# the sleep's length names this run (its shell's pid), so that another run
# of the suite on the same machine is not taken for this one's leftover;
# 4 s, for the other engine starts its Python within its first move's
# time, which took over 1.5 s on this 2-core machine under a load of 12
slow="sleep 31.4159$$"
ok "a time-out loses the game" forfeit time "sent no move within 4 s" \
	"$slow" --timeout 4
gone() { # a time-out ended the engine's own children too
	! pgrep -f "$slow" > /dev/null
}
ok "a time-out ends what the engine started" gone
json() { # an engine may answer a JSON object with its move
	"$ARBITER" match -q -V uttt-standard --games 2 -o "$tmp/j.uttt" --engine "$random" \
		--engine "$random | sed -u 's/.*/{\"move\":\"&\"}/'" > /dev/null
}
ok "an engine may answer {\"move\":...}" json
# what an engine writes is shown, never obeyed: a JSON answer's illegal move
# (it was read after the object that held it was freed), a terminal's
# escapes, a newline that forges a line of the log
ok "an illegal move in a JSON answer loses the game" forfeit forfeit \
	"played 'zz', which is illegal: 'zz' is not a cell" \
	"while read -r l; do echo '{\"move\":\"zz\"}'; done"
ok "an engine's escapes and newlines are shown escaped" forfeit forfeit \
	"played '\\\\*e\\[2J\\\\*nx', which is illegal" \
	"while read -r l; do printf '{\"move\":\"\\\\u001b[2J\\\\nx\"}\\n'; done"
# an engine cannot write to the file of -o: it is no open file of its
forged() {
	"$ARBITER" match -q -V three-mens-morris --games 1 -o "$tmp/forged.pgn" \
		--engine '{ echo "[Event \"x\"]" >&3; } 2>/dev/null; exec '"$random" \
		--engine "$random" > /dev/null 2>&1
	[ "$(grep -c '^\[Event ' "$tmp/forged.pgn")" = 1 ]
}
ok "an engine finds no open file of -o to forge records in" forged
# players' names a format cannot hold (.mat: no ':') are said before a move
# (the match played its first game, then lost every game's record)
colon() {
	"$ARBITER" match -q -V backgammon -o "$tmp/colon.mat" --engine "$random # v1:fast" \
		--engine "$random" > /dev/null 2> "$tmp/colon.err"
	[ $? = 2 ] && [ ! -e "$tmp/colon.mat" ] && grep -q "would not read back" "$tmp/colon.err"
}
ok "players' names .mat cannot hold are said before the first move" colon
unfinished() { # a game past --max-plies stops unfinished, said in its record; status 1
	"$ARBITER" match -q -V classic --max-plies 30 -o "$tmp/u.pgn" --engine "$random" \
		--engine "$random --seed 4" > /dev/null
	[ $? = 1 ] && [ "$(grep -c '^\[Termination "unterminated: stopped after 30 plies"\]' "$tmp/u.pgn")" = 2 ] &&
		[ "$("$ARBITER" validate --json "$tmp/u.pgn" | grep -c '"status":"valid","plies":30,"result":"\*","termination":"unfinished"')" = 2 ]
}
ok "a game past --max-plies stops unfinished" unfinished
ended() { # match ended by a signal: its engines' groups killed too, no temporary file left
	local wait="sleep 27.1828$$"
	"$ARBITER" match -q -V three-mens-morris -o "$tmp/ended.pgn" --timeout 60 \
		--engine "exec $wait" --engine "$random" > /dev/null 2>&1 &
	local pid=$!
	for _ in $(seq 50); do pgrep -f "$wait" > /dev/null && break; sleep 0.1; done
	pgrep -f "$wait" > /dev/null || return 1 # (the engine never started)
	kill -TERM $pid
	wait $pid
	local status=$?
	sleep 0.2
	[ $status = 143 ] && ! pgrep -f "$wait" > /dev/null && [ -z "$(ls "$tmp" | grep '^ended.pgn')" ]
}
ok "match ended by SIGTERM: the engines end with it, no file left" ended
# an engine's own process that ended is its end, though a child of its
# holds its output open: said as its exit, at once (it waited out the time
# and said no move within it), and the child is ended with it
kept="sleep 29.2718$$"
ok "an engine that ended loses as ended, though its child holds its output" forfeit forfeit \
	"exited with status 3 before its move" "$kept & exit 3" --timeout 4
ok "the child that held the output is ended" eval '! pgrep -f "$kept" > /dev/null'
# an engine still running that closed its output is stopped, and the
# record says what it did, not the match's own SIGKILL
ok "an engine that closes its output loses, said so" forfeit forfeit \
	"closed its standard output before its move" "exec 1>&-; sleep 9"
dash() { # a command that starts with '-' is a command (sh read it as its option)
	mkdir -p "$tmp/bin" && ln -sf "$SRCDIR/$random" "$tmp/bin/-random" &&
		PATH="$tmp/bin:$PATH" "$ARBITER" match -q -V three-mens-morris -o "$tmp/dash.pgn" \
			--engine "-random --seed 3" --engine "$random" > /dev/null 2> "$tmp/dash.err" ||
		{ cat "$tmp/dash.err"; return 1; }
}
ok "an engine's command may start with '-'" dash
flood() { # a flood on standard error: at most 1 MiB of it a game shown, said once
	"$ARBITER" match -q -V three-mens-morris --games 1 --timeout 1 -o "$tmp/flood.pgn" \
		--engine 'yes 0123456789 >&2' --engine "$random" > /dev/null 2> "$tmp/flood.err"
	local status=$?
	[ $status = 1 ] || { echo "status $status"; tail -c 300 "$tmp/flood.err"; return 1; }
	local size
	size=$(wc -c < "$tmp/flood.err")
	[ "$size" -gt 1000000 ] && [ "$size" -lt 1100000 ] || { echo "$size bytes shown"; return 1; }
	[ "$(grep -c '^arbiter: match: engine 1 .* wrote more than 1 MiB to its standard error in this game: the rest is not shown$' "$tmp/flood.err")" = 1 ] &&
		grep -q '^arbiter: match: game 1: .* sent no move within 1 s (time)$' "$tmp/flood.err" ||
		return 1
	# 1 MiB to the byte, then more: the more is not shown, and that is said
	"$ARBITER" match -q -V three-mens-morris --games 1 --timeout 1 -o "$tmp/flood.pgn" \
		--engine 'head -c 1048576 /dev/zero | tr "\0" a >&2; sleep 0.3; echo $((6 * 7))x >&2; sleep 5' \
		--engine "$random" > /dev/null 2> "$tmp/flood.err"
	! grep -q 42x "$tmp/flood.err" && grep -q 'the rest is not shown$' "$tmp/flood.err" ||
		{ tail -c 300 "$tmp/flood.err"; return 1; }
}
ok "an engine's flood on standard error is cut at 1 MiB a game, said once" flood
# an engine that fills its own input (a pipe it may open again for writing)
# reads no question: said as such, not as a move it did not send
cat > "$tmp/full.py" << 'EOF'
import json, os, sys, time
q = json.loads(sys.stdin.readline())
fd = os.open("/proc/self/fd/0", os.O_WRONLY | os.O_NONBLOCK)
try:
    while True:
        os.write(fd, b"\n" * 4096)
except BlockingIOError:
    pass
print(q["legal"][0], flush=True)
time.sleep(float(sys.argv[1]))  # the next question waits, unread
for line in sys.stdin:
    if line.strip():
        q = json.loads(line)
        break
time.sleep(float(sys.argv[2]))
print(q["legal"][0], flush=True)
time.sleep(30)
EOF
unread() {
	"$ARBITER" match -V uttt-standard --games 1 --timeout 1 -o "$tmp/full.uttt" \
		--engine "python3 $tmp/full.py 60 0" --engine "$random" > /dev/null 2> "$tmp/full.err"
	[ $? = 1 ] && grep -q "^arbiter: match: game 1: X's engine .* read no question within 1 s (time)$" "$tmp/full.err" ||
		{ cat "$tmp/full.err"; return 1; }
}
ok "an engine that reads no question loses on time, said so" unread
# the time for a move counts from its question: an engine slow to read it
# (1.2 s) and then to answer (1.6 s) is past 2 s (it had 2 s again to answer)
slowread() {
	"$ARBITER" match -V uttt-standard --games 1 --timeout 2 -o "$tmp/slow.uttt" \
		--engine "python3 $tmp/full.py 1.2 1.6" --engine "$random" > "$tmp/slow.out" 2> "$tmp/slow.err"
	# lost on its second move (ply 2), not on its third, past which it sleeps
	[ $? = 1 ] && grep -q "^arbiter: match: game 1: X's engine .* sent no move within 2 s (time)$" "$tmp/slow.err" &&
		grep -q "^game 1 .*, 2 plies$" "$tmp/slow.out" || { cat "$tmp/slow.out" "$tmp/slow.err"; return 1; }
}
ok "the time for a move counts from its question" slowread
