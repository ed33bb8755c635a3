# match -o naming a program the engine's command reaches only as the shell
# finds it (a pattern, ./en?; $PWD/eng alike): no word of the command names
# it, and it is refused as a program, a file that may be run, before a game;
# the engine as it was
$ e=$(pwd)/contrib/engines/random && d=$(mktemp -d) && cp "$e" "$d/eng" && cd "$d" && { arbiter match -V three-mens-morris -e './en?' -e "$e" -g 1 -q -o eng; echo "status $?"; head -n 1 eng; cd / && rm -r "$d"; }
? 0
> status 2
> #!/usr/bin/env python3
! arbiter: match: -o eng is a program (a file that may be run, as an engine is): write the records to another file
