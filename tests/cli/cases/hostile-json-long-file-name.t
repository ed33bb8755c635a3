# a file's name is never cut in JSON (it was cut at 1024 bytes, so two
# files of one folder deep in a received archive had one name), and a byte
# of it that is not UTF-8 is kept (it was '?'): read back, each name is
# the file's own
$ d=$(mktemp -d) && p=$d/recv; for i in 1 2 3 4 5 6; do p=$p/$(printf 'x%.0s' $(seq 200))$(printf '\351'); done; mkdir -p "$p" && cp records/morris/three-mens-morris.pgn "$p/one.pgn" && cp tests/data/morris/illegal.pgn "$p/two.pgn" && arbiter validate --json "$d/recv" 2>/dev/null | python3 -c 'import json, os, sys; names = [json.loads(line)["file"] for line in sys.stdin]; back = [bytes(ord(c) - 0xef00 if 0xef80 <= ord(c) <= 0xefff else ord(c) for c in n) for n in names]; print(len(names), "records,", len(set(names)), "files; longest", max(map(len, back)), "bytes; each a file there:", all(os.path.isfile(b) for b in back))'; rm -rf "$d"
? 0
> 22 records, 2 files; longest 1244 bytes; each a file there: True
