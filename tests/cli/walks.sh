#!/bin/bash
# Folder walks over a folder someone sent: links do not lead out of it (a
# link is read only to a file inside it, unless --follow-links), no folder
# or file is read twice (links in a circle end), and what cannot be read in
# a folder is said, with exit 2. Prints TAP.
set -u
# shellcheck source=tests/cli/tap.sh
. "$(dirname "$0")/tap.sh"
echo "1..34"
rec=$SRCDIR/records/morris/three-mens-morris.pgn # three valid records
one() { "$ARBITER" validate -q "$@" > "$t/out" 2> "$t/err"; echo $? > "$t/status"; }
status() { test "$(cat "$t/status")" = "$1"; }
counted() { grep -q "^$1 record" "$t/out"; }

mkdir -p "$t/sent/sub" "$t/outside"
cp "$rec" "$t/sent/games.pgn"
ln -s /etc "$t/sent/etc"
cp "$SRCDIR/records/morris/lasker.pgn" "$t/outside/other.pgn"
ln -s "$t/outside/other.pgn" "$t/sent/sub/theirs.pgn"
one "$t/sent"
check "a link to /etc in a folder is not followed: the folder's records alone (exit 0)" \
	eval 'status 0 && counted 3'
check "... said with a note" has "sent/etc: skipped: a link to a folder (--follow-links follows it)" "$t/err"
check "... and nothing under /etc is named" test -z "$(grep -v 'sent/etc: skipped' "$t/err" | grep /etc)"
check "a link to a file out of the folder is not read, and said" \
	has "theirs.pgn: skipped: a link out of the folder, to $t/outside/other.pgn" "$t/err"
"$ARBITER" report "$t/sent" > "$t/page.html" 2> /dev/null
check "report reads no more than validate: no /etc file on the page" \
	test -z "$(grep -o '/etc/[a-z]*' "$t/page.html")" -a -n "$(grep -c games.pgn "$t/page.html")"
one --follow-links "$t/sent/sub"
check "--follow-links reads the link out of the folder" eval 'status 0 && counted 2'

mkdir -p "$t/loop"
cp "$rec" "$t/loop/games.pgn"
ln -s . "$t/loop/again"
one "$t/loop"
check "a link to its own folder counts each record once" eval 'status 0 && counted 3'
ln -s . "$t/loop/too"
timeout 20 "$ARBITER" validate -q --follow-links "$t/loop" > "$t/out" 2> "$t/err"
echo $? > "$t/status"
check "two links in a circle with --follow-links: the walk ends (exit 0)" status 0
check "... and each record is counted once" counted 3
check "... the folder met again is said" has "loop/again: skipped: a folder read already" "$t/err"

mkdir -p "$t/same"
cp "$rec" "$t/same/a.pgn"
ln "$t/same/a.pgn" "$t/same/b.pgn"
ln -s a.pgn "$t/same/c.pgn"
one "$t/same"
check "a file under three names (a hard link, a link) is read once" eval 'status 0 && counted 3'
check "... the others said" \
	test "$(grep -c 'skipped: the same file as one read already' "$t/err")" = 2
one "$t/same/a.pgn" "$t/same/b.pgn"
check "... and so are files named on the command line (they were read as named: each record counted twice)" eval 'status 0 && counted 3'
check "... the second name said" has "b.pgn: skipped: the same file as one read already" "$t/err"

mkdir -p "$t/bad"
cp "$rec" "$t/bad/games.pgn"
ln -s nowhere.pgn "$t/bad/gone.pgn"
one "$t/bad"
check "a link to nothing in a folder is an error (exit 2), not passed over" status 2
check "... reported as an unreadable record" \
	eval 'has "gone.pgn #1: unreadable: a link to nothing" "$t/out" && counted 4'
rm "$t/bad/gone.pgn"
ln -s circle.pgn "$t/bad/circle.pgn"
one "$t/bad"
check "a link to itself in a folder is an error (exit 2)" \
	eval 'status 2 && has "circle.pgn #1: unreadable: a link that leads round in a circle" "$t/out"'
rm "$t/bad/circle.pgn"
n=$((n + 1))
cp "$rec" "$t/bad/locked.pgn"
chmod 000 "$t/bad/locked.pgn"
as=() # root reads every file: as root, run as nobody where that can be done
if [ "$(id -u)" = 0 ]; then
	chmod 755 "$t" "$t/bad" && as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
"${as[@]}" "$ARBITER" validate -q "$t/bad" > "$t/out" 2> "$t/err"
echo $? > "$t/status"
if "${as[@]}" cat "$t/bad/locked.pgn" > /dev/null 2>&1; then
	echo "ok $n - # SKIP a file that cannot be read (every file reads here)"
elif status 2 && has "locked.pgn #1: unreadable: cannot open: Permission denied" "$t/out"; then
	echo "ok $n - a file that cannot be read in a folder is an error (exit 2)"
else
	echo "not ok $n - a file that cannot be read in a folder is an error (exit 2)"
fi
rm -f "$t/bad/locked.pgn"

# the same walk for every command and way of reading
ln -s nowhere.pgn "$t/sent/gone.pgn"
for cmd in standings compare; do
	args=
	[ $cmd = compare ] && args="-V three-mens-morris -V classic"
	# shellcheck disable=SC2086
	"$ARBITER" $cmd $args "$t/sent" > "$t/out" 2> "$t/err"
	echo $? > "$t/status"
	check "$cmd: a link to nothing exits 2, a link to /etc is passed over" \
		eval 'status 2 && cat "$t/out" "$t/err" | grep -q gone.pgn && ! grep -q /etc/ "$t/out"'
done
"$ARBITER" validate --json "$t/sent" > "$t/one.jsonl" 2> /dev/null
"$ARBITER" validate --json -j 2 "$t/sent" > "$t/two.jsonl" 2> /dev/null
check "-j 2 walks as one thread does" cmp -s "$t/one.jsonl" "$t/two.jsonl"
{ "$ARBITER" validate --json --part 1/2 "$t/sent"; "$ARBITER" validate --json --part 2/2 "$t/sent"; } \
	> "$t/parts.jsonl" 2> /dev/null
check "--part's parts of the walk add up to the whole" cmp -s "$t/one.jsonl" "$t/parts.jsonl"
"$ARBITER" convert -q -t playok "$t/sent" > "$t/out" 2> "$t/err"
echo $? > "$t/status"
check "convert walks the same way (exit 2 for the link to nothing)" \
	eval 'status 2 && has "sent/etc: skipped: a link to a folder" "$t/err"'

# what a received archive can hold besides files: a FIFO, a device, a
# socket (tar extracts them), hidden names; none read, none hangs, each said
mkdir -p "$t/odd"
cp "$rec" "$t/odd/games.pgn"
cp "$rec" "$t/odd/.hidden.pgn"
mkdir "$t/odd/.git" && cp "$rec" "$t/odd/.git/x.pgn"
mkfifo "$t/odd/fifo.pgn"
if mknod "$t/odd/zero.pgn" c 1 5 2> /dev/null; then dev=1; else dev=0; fi
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$t/odd/sock.pgn"
timeout 20 "$ARBITER" validate -q "$t/odd" > "$t/out" 2> "$t/err"
echo $? > "$t/status"
check "a folder with a FIFO, a device and a socket: read without waiting (exit 0)" \
	eval 'status 0 && counted 3'
check "... each said" eval 'has "fifo.pgn: skipped: a FIFO, not a file" "$t/err" &&
	has "sock.pgn: skipped: a socket, not a file" "$t/err" &&
	{ [ $dev = 0 ] || has "zero.pgn: skipped: a device, not a file" "$t/err"; }'
check "a hidden file or folder is not read, and said (no silent skip)" \
	eval 'has "odd/.hidden.pgn: skipped: a hidden name" "$t/err" && has "odd/.git: skipped: a hidden name" "$t/err"'

# standard output or error opened on an input (>> a.pgn): read, it would
# grow with what is written without end; it is an unreadable input instead
cp "$rec" "$t/self.pgn"
size=$(stat -c %s "$t/self.pgn")
timeout 20 "$ARBITER" convert -q -t playok "$t/self.pgn" >> "$t/self.pgn" 2> "$t/err"
echo $? > "$t/status"
check "convert FILE >> FILE: refused (exit 2), the file as it was" \
	eval 'status 2 && test "$(stat -c %s "$t/self.pgn")" = $size &&
	has "self.pgn: standard output writes to this file: it would read what it writes" "$t/err"'
timeout 20 "$ARBITER" convert -q -t playok - < "$t/self.pgn" >> "$t/self.pgn" 2> "$t/err"
echo $? > "$t/status"
check "... and on standard input (< FILE >> FILE)" \
	eval 'status 2 && test "$(stat -c %s "$t/self.pgn")" = $size'
mkdir -p "$t/logged" && cp "$rec" "$t/logged/games.pgn"
timeout 20 "$ARBITER" validate "$t/logged" >> "$t/logged/games.pgn" 2> "$t/err"
echo $? > "$t/status"
check "... and found in a folder read" eval 'status 2 && has "standard output writes to this file" "$t/err"'
timeout 20 "$ARBITER" validate -q "$t/self.pgn" 2>> "$t/self.pgn" > "$t/out"
echo $? > "$t/status"
check "... and standard error too (2>> FILE)" \
	eval 'status 2 && has "standard error writes to this file" "$t/out"'
cp "$rec" "$t/self.pgn" # the message went into it
"$ARBITER" convert -q -t playok -o "$t/conv.pgn" "$t/self.pgn" >> "$t/self.pgn" 2> "$t/err"
echo $? > "$t/status"
check "... but with -o, standard output writes nothing: the input is read (exit 0)" status 0

# a folder that cannot be read (nested too deep, or closed to the reader) is
# an unreadable input, as a file that does not open is: counted in the
# summary, in --json (so summarize exits 2 too) and in the report's page
mkdir -p "$t/deep/$(printf 'd/%.0s' $(seq 34))" && cp "$rec" "$t/deep/top.pgn"
"$ARBITER" validate --json "$t/deep" > "$t/out" 2> "$t/err"
echo $? > "$t/status"
check "a folder nested too deep is an unreadable record (exit 2)" \
	eval 'status 2 && grep -q "\"status\":\"unreadable\".*cannot read the folder: folders nested too deep" "$t/out"'
"$ARBITER" summarize "$t/out" > /dev/null 2>&1
echo $? > "$t/status"
check "... and summarize of that JSON exits 2 as validate did" status 2
"$ARBITER" report -o "$t/page.html" "$t/deep" 2> /dev/null
check "... and the report's page lists it" has "cannot read the folder" "$t/page.html"
