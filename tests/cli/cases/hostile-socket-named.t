# a socket named as an input: an unreadable input that says it is a socket
# (it said "cannot open: No such device or address"); in a folder it is
# skipped with a note, as before
$ t=$(mktemp -d) && cd $t && mkdir d && python3 -c "import socket; [socket.socket(socket.AF_UNIX).bind(n) for n in ('s.pgn', 'd/s.pgn')]" && arbiter validate s.pgn d; echo $?; arbiter summarize s.pgn; echo $?; cd / && rm -rf $t
? 0
> s.pgn #1: unreadable: a socket, not a file: nothing can be opened there to read
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> 2
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
> 2
! arbiter: s.pgn: a socket, not a file: nothing can be opened there to read
! arbiter: d/s.pgn: skipped: a socket, not a file
! arbiter: s.pgn: a socket, not a file: nothing can be opened there to read
