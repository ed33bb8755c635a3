# match -o naming a file an engine's command names (its script; its program found on PATH, after NAME=value settings too; a word after = or <) is refused before a game, the file untouched: the match wrote its records over the engine's own program
# (the folder, made by mktemp, is as long as the name shown, /tmp/arbiter-engine-out, so that the table's columns are the same)
$ d=$(mktemp -d /tmp/arbiter-engine-XXX); e=contrib/engines/random; mkdir -p $d/bin; { cp $e $d/eng; cp $d/eng $d/bin/myeng; arbiter match -V three-mens-morris -e "python3 '$d/eng' --seed 2" -e $e -g 1 -o $d/eng; echo "status $?"; PATH=$d/bin:$PATH arbiter match -V three-mens-morris -e $e -e "SEED=2 myeng" -g 1 -o $d/bin/myeng; echo "status $?"; arbiter match -V three-mens-morris -e "$e --book=$d/eng" -e $e -g 1 -o $d/eng; echo "status $?"; arbiter match -V three-mens-morris -e "$e <$d/eng" -e $e -g 1 -o $d/eng; echo "status $?"; arbiter match -q -V three-mens-morris -e "python3 $d/eng" -e $e -g 1 -o $d/out.pgn; echo "status $?"; } 2> $d/err | sed "s#$d#/tmp/arbiter-engine-out#g"; sed "s#$d#/tmp/arbiter-engine-out#g" $d/err >&2; cmp $d/eng $e && cmp $d/bin/myeng $e && echo untouched; rm -rf $d
? 0
> status 2
> status 2
> status 2
> status 2
>
>   #  Engine                               Games  Wins  Draws  Losses  Score  Forfeits
>   1  python3 /tmp/arbiter-engine-out/eng      1     1      0       0      1         0
>   2  contrib/engines/random                   1     0      0       1      0         0
> status 0
> untouched
! arbiter: match: -o /tmp/arbiter-engine-out/eng is a file the command of engine 1 names (python3 '/tmp/arbiter-engine-out/eng' --seed 2): write to another file
! arbiter: match: -o /tmp/arbiter-engine-out/bin/myeng is a file the command of engine 2 names (SEED=2 myeng): write to another file
! arbiter: match: -o /tmp/arbiter-engine-out/eng is a file the command of engine 1 names (contrib/engines/random --book=/tmp/arbiter-engine-out/eng): write to another file
! arbiter: match: -o /tmp/arbiter-engine-out/eng is a file the command of engine 1 names (contrib/engines/random </tmp/arbiter-engine-out/eng): write to another file
