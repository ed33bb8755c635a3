#!/bin/bash
# A folder its sender still writes into while it is read: a name swapped,
# between the walk looking at it and reading it, for a link out of the
# folder or for a FIFO is never read in its place (the walk opens the file
# it looked at, and reads that one: cli/walk.h). A race, so each check runs
# the walk many times while another process swaps the name; the build
# before the fix read the file outside in about 1 run of 100 and hung on the
# FIFO in about 1 of 50; with -j 2 a worker read the file again by its name
# (3 of 100, 2 of 100). Prints TAP.
set -u
# shellcheck source=tests/cli/tap.sh
. "$(dirname "$0")/tap.sh"
echo "1..4"
runs=${ARBITER_RACE_RUNS:-300}
mkdir -p "$t/drop" "$t/outside"
printf '[White "OUTSIDE"]\n[Black "b"]\n[Variant "three-mens-morris"]\n[Result "0-1"]\n\n1. c2 a3 2. b1 a2 3. c3 a1 0-1\n' > "$t/outside/secret.pgn"
printf '[White "a"]\n[Black "b"]\n[Variant "three-mens-morris"]\n[Result "0-1"]\n\n1. c2 a3 2. b1 a2 3. c3 a1 0-1\n' > "$t/real.pgn"
for i in $(seq 200); do cp "$t/real.pgn" "$t/drop/g$i.pgn"; done
cp "$t/real.pgn" "$t/drop/a.pgn"

# SWAP: link or fifo; swaps a.pgn until killed
swapping() {
	cd "$t/drop" || exit 1
	while :; do
		if [ "$1" = link ]; then
			ln -sf ../outside/secret.pgn .l.tmp && mv -T .l.tmp a.pgn
		else
			rm -f .f.tmp; mkfifo .f.tmp && mv -T .f.tmp a.pgn
		fi
		cp ../real.pgn .r.tmp && mv -T .r.tmp a.pgn
	done
}

for jobs in 1 2; do
	swapping link & pid=$!
	read_out=0
	for _ in $(seq "$runs"); do
		timeout 20 "$ARBITER" validate -j $jobs "$t/drop" 2> /dev/null | grep -q OUTSIDE &&
			read_out=$((read_out + 1))
	done
	kill $pid; wait $pid 2> /dev/null
	check "-j $jobs: a name swapped for a link out of the folder: never read ($read_out of $runs runs read it)" \
		test $read_out = 0

	swapping fifo & pid=$!
	hung=0
	for _ in $(seq "$runs"); do
		timeout 5 "$ARBITER" validate -q -j $jobs "$t/drop" > /dev/null 2>&1
		[ $? = 124 ] && hung=$((hung + 1))
	done
	kill $pid; wait $pid 2> /dev/null
	check "-j $jobs: a name swapped for a FIFO: never opened to wait on ($hung of $runs runs hung)" \
		test $hung = 0
done
