# an output path in a missing folder: an error, and nothing is written
$ arbiter convert -t playok -o /nonexistent/folder/out.pgn records/morris/lasker.pgn; s=$?; ls -d /nonexistent/folder 2>/dev/null; echo "exit status $s"
? 0
> exit status 2
! arbiter: convert: cannot write /nonexistent/folder/out.pgn: No such file or directory
