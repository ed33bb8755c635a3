# at a terminal: referee, reading requests from one, says what to type and
# how to end (it waited in silence); report, writing its page to one, says
# after the page that it is HTML and how to write it to a file (it ended on
# the page's last tag, nothing said). Neither note where a program is at the
# other end.
$ python3 -c 'import os, pty, subprocess, sys; m, s = pty.openpty(); p = subprocess.Popen(sys.argv[1:], stdin=s); os.close(s); os.write(m, b"{\"legal\":true}\n\x04"); sys.exit(p.wait())' "$ARBITER" referee | head -c 24; echo; script -qec "\"$ARBITER\" report records/morris/lasker.pgn" /dev/null | tr -d '\r' | sed -n '1p;$p'; echo '{"legal":true}' | arbiter referee | head -c 24; echo; arbiter report records/morris/lasker.pgn | tail -n 1
? 0
> {"ok":true,"ply":0,"stat
> <!DOCTYPE html>
> arbiter: report: the page above is HTML, for a browser: write it to a file with -o FILE.html and open that
> {"ok":true,"ply":0,"stat
> </html>
! arbiter: referee: reading requests from standard input, a terminal: one JSON object a line, as {"legal":true} (arbiter referee --help lists them; Ctrl-D ends them)
