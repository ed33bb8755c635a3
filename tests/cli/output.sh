#!/bin/bash
# convert -o FILE, as a careful user of cp and sed -i expects: the file is
# replaced whole or not at all, an input is never written over (named, on
# standard input, or found in a folder read, the temporary file too), a link
# stays a link, a device, FIFO or appended log is written in place and never
# truncated, modes, owner and group are kept, a hard link is said, a signal
# that ends the program leaves no temporary file, and a file-size limit is a
# write error. Prints TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
rec=$SRCDIR/records/uttt/open-board.uttt
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$t"
n=0
check() { # description, then a command whose success is the test
	local what=$1
	shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $what"; else echo "not ok $n - $what"; fi
}
conv() { "$ARBITER" convert -q -t json "$@" 2>> err; }
echo "1..46"

echo "old content" > out.json
chmod 640 out.json
conv -o out.json missing.uttt
check "an unreadable input exits 2" test $? = 2
check "... and leaves the file as it was" test "$(cat out.json)" = "old content"

conv -o out.json "$rec"
check "a replaced file gets the new content" test "$(wc -l < out.json)" = 3
check "... and keeps its mode" test "$(stat -c %a out.json)" = 640

(umask 027 && conv -o new.json "$rec")
check "a new file gets 0666 less the umask" test "$(stat -c %a new.json)" = 640

ln -s out.json link.json
conv -o link.json "$rec"
check "-o onto a link writes the file it points to and keeps the link" \
	test -L link.json -a "$(wc -l < out.json)" = 3

cp "$rec" in.uttt
cp in.uttt before.uttt
conv -o in.uttt in.uttt
check "-o naming an input is refused with exit 2" test $? = 2
check "... and the input is untouched" cmp -s in.uttt before.uttt

conv -o /dev/full "$rec"
check "-o onto a full device exits 2" test $? = 2
check "... and leaves the device a device" test -c /dev/full

mkfifo fifo
cat fifo > from-fifo &
conv -o fifo "$rec"
wait
check "-o onto a FIFO writes into it" test "$(wc -l < from-fifo)" = 3

mkfifo slow
"$ARBITER" convert -q -t json -o sig.json slow 2>/dev/null &
pid=$!
for i in $(seq 50); do # the temporary file is there while the input blocks
	[ -n "$(ls sig.json.* 2>/dev/null)" ] && break
	sleep 0.1
done
had=$(ls sig.json.* 2>/dev/null)
kill -TERM $pid
wait $pid 2>/dev/null
check "SIGTERM during -o leaves no temporary file" test -n "$had" -a -z "$(ls sig.json* 2>/dev/null)"

# every signal that ends the program: the temporary goes, and the program
# still ends by that signal (with job control on, so that a job in the
# background does not start with SIGINT and SIGQUIT ignored, as it would)
set -m
exec 3>&2 2> /dev/null # the shell's word on each job it sees killed
# (a signal this script was started with ignored, as nohup ignores SIGHUP,
# stays ignored for the program too, as it should: that one is skipped)
ignored=$(awk '/^SigIgn:/ { print $2 }' /proc/$$/status 2>/dev/null)
for sig in QUIT ALRM USR1 USR2 HUP PIPE INT VTALRM XCPU PROF IO SYS TRAP ABRT RTMIN RTMAX; do
	if [ -n "$ignored" ] && (( 0x$ignored >> ($(kill -l $sig) - 1) & 1 )); then
		n=$((n + 1))
		echo "ok $n - SIG$sig during -o # SKIP ignored when the tests began"
		continue
	fi
	"$ARBITER" convert -q -t json -o sig.json slow 2>/dev/null &
	pid=$!
	for i in $(seq 50); do
		[ -n "$(ls sig.json.* 2>/dev/null)" ] && break
		sleep 0.1
	done
	had=$(ls sig.json.* 2>/dev/null)
	kill -$sig $pid
	for i in $(seq 50); do # never waits for ever: a signal not obeyed is a failure
		kill -0 $pid 2>/dev/null || break
		sleep 0.1
	done
	kill -KILL $pid 2>/dev/null
	wait $pid 2>/dev/null
	died=$?
	check "SIG$sig during -o leaves no temporary file, and ends the program by SIG$sig" \
		test -n "$had" -a -z "$(ls sig.json* 2>/dev/null)" -a $died = $((128 + $(kill -l $sig)))
	rm -f sig.json.*
done
exec 2>&3 3>&-
set +m

# a file-size limit: a write error, said, exit 2, the file as it was
big=$SRCDIR/records/morris/playok-archive.pgn
echo "old content" > limited.json
(ulimit -f 1 && "$ARBITER" convert -q -t json -o limited.json "$big") 2> limit.err
check "past a file-size limit (ulimit -f) convert -o exits 2" test $? = 2
check "... saying it could not write, and leaving the file as it was, with no temporary" \
	test -n "$(grep 'cannot write limited.json' limit.err)" -a "$(cat limited.json)" = "old content" \
	-a -z "$(ls limited.json.* 2>/dev/null)"
(ulimit -f 1 && "$ARBITER" validate --json "$big" > limited.jsonl) 2> limit.err
check "... and standard output past the limit is a write error too (exit 2)" \
	test $? = 2 -a -n "$(grep 'write error on standard output' limit.err)"

# the output is never an input: in a folder read, by a link there, on stdin
mkdir -p in
cp "$SRCDIR/records/morris/dooz-tehran.pgn" in/a.pgn # out of stdio's buffer before the walk
cp "$rec" in/games.uttt                              # reaches the temporary file
timeout 20 "$ARBITER" convert -q -t json -o in/z.json in 2>> err
check "-o into a folder that is read: the temporary file is not read back (exit 0)" test $? = 0
check "... and the output holds the folder's records once" \
	test "$(wc -l < in/z.json)" = "$(cat in/a.pgn in/games.uttt | grep -c '^\[Event')"
mv in/z.json in/all.json
rm in/a.pgn
cp in/all.json before.json
"$ARBITER" convert -q -t json -o in/all.json in 2> in.err
check "-o naming a file of a folder that is read is refused (exit 2)" test $? = 2
check "... saying why, and the file is as it was" \
	test -n "$(grep 'all.json: the output (-o in/all.json) cannot be an input too' in.err)" \
	-a -n "$(cmp in/all.json before.json && echo same)" -a -z "$(ls in/all.json.* 2>/dev/null)"
rm in/all.json
echo "old page" > in/page.html
"$ARBITER" report -o in/page.html in 2> in.err
check "report -o naming a file of a folder that is read is refused too (exit 2), the page as it was" \
	test $? = 2 -a "$(cat in/page.html)" = "old page" -a -z "$(ls in/page.html.* 2>/dev/null)"
rm in/page.html
ln -s games.uttt in/link.uttt
cp in/games.uttt before.uttt
"$ARBITER" convert -q -t json -o in/link.uttt in 2> in.err
check "-o through a link in a folder to one of its files is refused (exit 2)" test $? = 2
check "... and the file it points to is as it was" cmp -s in/games.uttt before.uttt
rm in/link.uttt
cp "$rec" std.uttt
"$ARBITER" convert -q -t json -o std.uttt - < std.uttt 2> std.err
check "-o naming the file standard input reads is refused (exit 2)" test $? = 2
check "... and the file is as it was" cmp -s std.uttt "$rec"

# written in place, never truncated: a log on standard output opened to
# append, a character device
printf 'line 1\nline 2\n' > log
"$ARBITER" convert -q -t json -o /dev/stdout "$rec" >> log 2>> err
check "-o /dev/stdout with >> keeps what the log held" test "$(head -n 2 log)" = "$(printf 'line 1\nline 2')"
check "... and adds the records after it" test "$(wc -l < log)" = 5
printf 'line 1\n' > log
"$ARBITER" convert -q -t json -o /dev/stderr "$rec" 2>> log
check "-o /dev/stderr with 2>> too" test "$(wc -l < log)" = 4 -a "$(head -n 1 log)" = "line 1"
"$ARBITER" convert -q -t json -o /dev/null "$rec"
check "-o onto a character device writes to it (exit 0)" test $? = 0 -a -c /dev/null

# as root, the replaced file keeps its owner and group; a hard link is said
n=$((n + 1))
if [ "$(id -u)" = 0 ] && id nobody > /dev/null 2>&1; then
	echo "old" > owned.json
	chown nobody:"$(id -gn nobody)" owned.json
	chmod 600 owned.json
	conv -o owned.json "$rec"
	if [ "$(stat -c '%U %a' owned.json)" = "nobody 600" ] && [ "$(wc -l < owned.json)" = 3 ]; then
		echo "ok $n - as root, a converted file keeps its owner, group and mode"
	else
		echo "not ok $n - as root, a converted file keeps its owner, group and mode ($(stat -c '%U %G %a' owned.json))"
	fi
else
	echo "ok $n - # SKIP not root: a file of another owner cannot be given back"
fi
echo "old" > linked.json
ln linked.json other-name.json
conv -o linked.json "$rec"
check "-o onto a file with two names says the other keeps the old content" \
	test -n "$(grep 'linked.json had 2 names (hard links)' err)" -a "$(cat other-name.json)" = old
