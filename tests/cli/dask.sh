#!/bin/bash
# contrib/dask/arbiter-dask for real: a Dask scheduler and two workers on
# 127.0.0.1 (a free port), the driver run on a morris archive and on a folder
# of .mat files, its output compared with one machine's (the notes of files
# skipped said once, as one machine says them), parts that fail on every
# worker and a scheduler lost in the middle said in a line each (no log or
# traceback of Dask's), then the processes stopped. Skipped, and said, where
# python3-distributed is not installed. TAP.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
ARBITER=${ARBITER:-$SRCDIR/build/arbiter}
export ARBITER_VARIANTS=${ARBITER_VARIANTS:-$SRCDIR/variants}
PY=/usr/bin/python3
if ! [ -x $PY ] || ! $PY -c 'import distributed' 2> /dev/null || ! [ -x /usr/bin/dask ]; then
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
/usr/bin/dask scheduler --host 127.0.0.1 --port 0 --no-dashboard --scheduler-file "$t/s.json" \
	> "$t/scheduler.log" 2>&1 &
scheduler=$!
pids+=($scheduler)
for _ in $(seq 100); do [ -s "$t/s.json" ] && break; sleep 0.2; done
addr=$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["address"])' "$t/s.json" 2> /dev/null)
for w in 1 2; do
	/usr/bin/dask worker --scheduler-file "$t/s.json" --nthreads 1 --no-dashboard \
		--local-directory "$t/w$w" > "$t/worker$w.log" 2>&1 &
	pids+=($!)
done
$PY -c 'import sys
from distributed import Client
c = Client(sys.argv[1], timeout=30)
c.wait_for_workers(2, timeout=60)' "$addr" 2> "$t/wait.log"
echo "1..12"
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

"$ARBITER" validate --json tests/data/backgammon tests/data/real/backgammon > "$t/one" 2> "$t/one.err"
one=$?
drive -- tests/data/backgammon tests/data/real/backgammon > "$t/many" 2> "$t/err"
many=$?
check "folders of .mat and SGF files, parts by the workers' threads: the JSON Lines of one machine" \
	cmp -s "$t/one" "$t/many"
check "... and the exit status ($one)" test "$one" = "$many"
check "... and one machine's standard error: each file skipped said once ($(grep -c skipped "$t/one.err"))" \
	cmp -s "$t/one.err" "$t/err"

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

# the driver's standard error holds its own lines and the summary, nothing
# of Dask's (a log line, a traceback, "Future exception was never retrieved")
own_lines() {
	! grep -v -e '^arbiter-dask: ' -e '^[0-9]* records\{0,1\}: ' "$t/err" | grep -q .
}
# asyncio's note on a future that Dask's shutdown leaves with an exception
# no one read ("Future exception was never retrieved", at the client's close
# now and then): the driver keeps it off standard error. Made here at will.
$PY - "$SRCDIR/contrib/dask/arbiter-dask" 2> "$t/err" << 'END'
import asyncio, gc, sys, types
driver = types.ModuleType("driver")
exec(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"), driver.__dict__)
import distributed
driver.quiet_library()
loop = asyncio.new_event_loop()
f = loop.create_future()
f.set_exception(TimeoutError("Timeout"))
del f
gc.collect()
loop.close()
END
check "asyncio's note on a future left with an exception stays off standard error" own_lines

# a part whose every worker dies: Dask gives up on it after a few
cat > "$t/always-dies" << END
#!/bin/sh
kill -9 \$PPID
sleep 10
END
chmod +x "$t/always-dies"
$PY contrib/dask/arbiter-dask --scheduler "$addr" --arbiter "$t/always-dies" --parts 2 -- \
	records/morris > /dev/null 2> "$t/err"
status=$?
check "parts whose every worker died: said once each, exit 2" \
	test $status = 2 -a "$(grep -c 'part [12]/2 failed: every worker that ran it died' "$t/err")" = 2
check "... and nothing of Dask's on standard error" own_lines
# the scheduler stops while the parts run (last: the scheduler is gone)
cat > "$t/slow" << END
#!/bin/sh
sleep 3
exec "$ARBITER" "\$@"
END
chmod +x "$t/slow"
(sleep 4 && kill "$scheduler") &
killer=$!
$PY contrib/dask/arbiter-dask --scheduler "$addr" --arbiter "$t/slow" --parts 4 -- records/morris \
	> /dev/null 2> "$t/err"
status=$?
wait "$killer"
check "a scheduler lost in the middle: said in the driver's own lines, exit 2" \
	eval 'test $status = 2 && own_lines && grep -q "^arbiter-dask: " "$t/err"'
