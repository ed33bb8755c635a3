#!/bin/bash
# contrib/dask/arbiter-dask for real: a Dask scheduler and two workers on
# 127.0.0.1 (a free port), the driver run on a morris archive and on a folder
# of .mat files, its output compared with one machine's, then the processes
# stopped. Skipped, and said, where python3-distributed is not installed. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
PY=/usr/bin/python3
if ! [ -x $PY ] || ! $PY -c 'import distributed' 2> /dev/null || ! [ -x /usr/bin/dask-scheduler ]; then
	echo "1..0 # SKIP python3-distributed is not installed (apt-get install python3-distributed)"
	exit 0
fi
cd "$SRCDIR" || exit 1
t=$(mktemp -d)
pids=()
stop() {
	for p in "${pids[@]}"; do kill "$p" 2> /dev/null; done
	for p in "${pids[@]}"; do wait "$p" 2> /dev/null; done
	rm -rf "$t"
}
trap stop EXIT
# the scheduler picks a free port and writes its address to a file
/usr/bin/dask-scheduler --host 127.0.0.1 --port 0 --no-dashboard --scheduler-file "$t/s.json" \
	> "$t/scheduler.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [ -s "$t/s.json" ] && break; sleep 0.2; done
addr=$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["address"])' "$t/s.json" 2> /dev/null)
for w in 1 2; do
	/usr/bin/dask-worker --scheduler-file "$t/s.json" --nthreads 1 --no-dashboard \
		--local-directory "$t/w$w" > "$t/worker$w.log" 2>&1 &
	pids+=($!)
done
$PY -c 'import sys
from distributed import Client
c = Client(sys.argv[1], timeout=30)
c.wait_for_workers(2, timeout=60)' "$addr" 2> "$t/wait.log"
echo "1..7"
n=0
check() { # what, then a command whose success is the test
	local what=$1
	shift
	n=$((n + 1))
	if "$@"; then echo "ok $n - $what"; else echo "not ok $n - $what"; sed 's/^/# /' "$t/err" | head -5; fi
}
drive() { $PY contrib/dask/arbiter-dask --scheduler "$addr" --arbiter "$ARBITER" "$@"; }

"$ARBITER" validate --json records/morris tests/data/morris/illegal.pgn > "$t/one" 2> "$t/one.err"
one=$?
drive --parts 5 -- records/morris tests/data/morris/illegal.pgn > "$t/many" 2> "$t/err"
many=$?
check "a morris archive in 5 parts on two workers: the JSON Lines of one machine" \
	cmp -s "$t/one" "$t/many"
check "... the same exit status ($one) and the same summary" \
	test "$one" = "$many" -a "$(tail -1 "$t/one.err")" = "$(tail -1 "$t/err")"

"$ARBITER" validate --json tests/data/backgammon tests/data/real/backgammon > "$t/one" 2> /dev/null
one=$?
drive -- tests/data/backgammon tests/data/real/backgammon > "$t/many" 2> "$t/err"
many=$?
check "folders of .mat and SGF files, parts by the workers' threads: the JSON Lines of one machine" \
	cmp -s "$t/one" "$t/many"
check "... and the exit status ($one)" test "$one" = "$many"

# a worker killed in the middle of a part: Dask runs the part again on a
# worker that lives (the nanny starts a new one), and nothing is lost or
# printed twice. The first arbiter to start kills the worker running it.
cat > "$t/dying-arbiter" << END
#!/bin/sh
if mkdir "$t/killed" 2> /dev/null; then
	kill -9 \$PPID
	sleep 10
fi
exec "$ARBITER" "\$@"
END
chmod +x "$t/dying-arbiter"
"$ARBITER" validate --json records/morris tests/data/morris/illegal.pgn > "$t/one" 2> /dev/null
one=$?
$PY contrib/dask/arbiter-dask --scheduler "$addr" --arbiter "$t/dying-arbiter" --parts 4 -- \
	records/morris tests/data/morris/illegal.pgn > "$t/many" 2> "$t/err"
many=$?
check "a worker killed in the middle of a part: the part runs again, the JSON Lines of one machine" \
	cmp -s "$t/one" "$t/many"
check "... the worker was killed, and the exit status is one machine's ($one)" \
	test -d "$t/killed" -a "$one" = "$many"

$PY contrib/dask/arbiter-dask --scheduler tcp://127.0.0.1:1 --timeout 2 -- records > /dev/null 2> "$t/err"
check "a scheduler that cannot be reached: said, exit 2" \
	test $? = 2 -a "$(grep -c 'cannot reach the scheduler' "$t/err")" = 1
