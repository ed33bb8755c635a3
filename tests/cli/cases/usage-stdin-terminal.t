# no file named and standard input a terminal: a note says records are read from it, and how to end them
$ for c in validate summarize; do python3 -c 'import os, pty, subprocess, sys; m, s = pty.openpty(); p = subprocess.Popen(sys.argv[1:], stdin=s); os.close(s); os.write(m, b"\x04"); sys.exit(p.wait())' "$ARBITER" $c; done
? 0
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: no file named: reading records from standard input, a terminal (Ctrl-D ends them); to read a file or folder, name it
! arbiter: <stdin>: warning: no record in this file
! arbiter: no file named: reading the lines of validate --json from standard input, a terminal (Ctrl-D ends them); to read a file, name it
