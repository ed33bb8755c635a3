#!/usr/bin/python3
"""Progress on standard error: shown when it is a terminal and the run lasts
more than a second, never otherwise; it makes way for the report. TAP."""
import os
import pty
import subprocess
import threading
import time

SRC = os.environ.get("SRCDIR") or os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARBITER = os.environ.get("ARBITER") or os.path.join(SRC, "build", "arbiter")
os.environ.setdefault("ARBITER_VARIANTS", os.path.join(SRC, "variants"))
# two games of a league, the players changing sides: the pair repeats as is
GAMES = "\n\n".join(open(os.path.join(SRC, "records", "uttt", "club-league.uttt")).read()
                     .split("\n\n")[:4]) + "\n\n"
n = 0


def check(what, ok):
    global n
    n += 1
    print(("ok %d - %s" if ok else "not ok %d - %s") % (n, what))


def slow_feed(pipe, seconds, records):
    """The same records, written over some seconds: a run that lasts."""
    for _ in range(records // 2):
        pipe.write(GAMES.encode())
        pipe.flush()
        time.sleep(2 * seconds / records)
    pipe.close()


def run(seconds, records, stderr_tty, stdout_tty=False):
    master, slave = pty.openpty()
    out_master, out_slave = pty.openpty() if stdout_tty else (None, None)
    p = subprocess.Popen([ARBITER, "validate", "-q", "-V", "uttt-standard", "-"], stdin=subprocess.PIPE,
                         stdout=out_slave if stdout_tty else subprocess.PIPE,
                         stderr=slave if stderr_tty else subprocess.PIPE)
    os.close(slave)
    if out_slave is not None:
        os.close(out_slave)
    feeder = threading.Thread(target=slow_feed, args=(p.stdin, seconds, records))
    feeder.start()
    seen, screen = b"", b""
    while stderr_tty:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    if stdout_tty:
        while True:
            try:
                chunk = os.read(out_master, 4096)
            except OSError:
                break
            if not chunk:
                break
            screen += chunk
    feeder.join()
    out = p.stdout.read() if p.stdout else b""
    err = p.stderr.read() if p.stderr else b""
    p.wait()
    os.close(master)
    return p.returncode, (out or screen).decode(), (err or seen).decode()


try:
    for fd in os.openpty():
        os.close(fd)
except OSError as e:
    print("1..0 # SKIP no pseudo-terminal here (%s)" % e)
    raise SystemExit(0)
print("1..5")
status, out, err = run(1.8, 36, stderr_tty=True)
check("a run of 1.8 s with standard error on a terminal shows files, records and the rate",
      status == 0 and "records/s" in err and "record" in err)
check("... and clears the line at the end", err.endswith("\r\033[K") or err.rstrip("\r\n").endswith("\033[K"))
check("... and the report on standard output is untouched",
      "36 records: 36 valid" in out and "\033" not in out)
status, out, err = run(1.8, 36, stderr_tty=False)
check("standard error not a terminal: no progress", status == 0 and "records/s" not in err)
status, out, err = run(0.2, 4, stderr_tty=True)
check("a run shorter than a second: no progress", status == 0 and "records/s" not in err)
