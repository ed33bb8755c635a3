#!/bin/bash
# convert -o FILE, as a careful user of cp and sed -i expects: the file is
# replaced whole or not at all, an input is never written over, a link stays
# a link, a device or FIFO is written in place, modes are kept, and a signal
# leaves no temporary file. Prints TAP.
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
echo "1..12"

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
