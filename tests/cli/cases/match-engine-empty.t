# an engine command that is empty or blank is a usage error, before a game (sh ran nothing, and the engine lost every game as 'exited with status 0')
$ d=$(mktemp -d); for e in "" " 	"; do arbiter match -V three-mens-morris -e "$e" -e true -o $d/m.pgn; echo "status $?"; done; ls "$d" | wc -l; rm -r "$d"
? 0
> status 2
> status 2
> 0
! arbiter: match: --engine takes a command to run, not ''
! Try 'arbiter match --help' for more information.
! arbiter: match: --engine takes a command to run, not ' \t'
! Try 'arbiter match --help' for more information.
