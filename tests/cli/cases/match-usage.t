# a match needs two engines and -o; the rule set, the format and the numbers
# are checked before an engine starts, and nothing is written
$ d=$(mktemp -d); for args in "-V uttt-standard --engine true" "-V uttt-standard --engine true --engine true" "-V uttt-standard -e a -e b -e c -o x" "-V nosuch -e true -e true -o $d/m.rec" "-V uttt-standard -f mat -e true -e true -o $d/m.rec" "-V uttt-standard -e true -e true -o $d/m.rec --games 0" "-V uttt-standard -e true -e true -o $d/m.rec --timeout x" "-V uttt-standard -e true -e true -o $d/m.rec records"; do arbiter match $args; echo "status $?"; done; ls "$d" | wc -l; rm -r "$d"
? 0
> status 2
> status 2
> status 2
> status 2
> status 2
> status 2
> status 2
> status 2
> 0
! arbiter: match: give two engines with --engine CMD
! Try 'arbiter match --help' for more information.
! arbiter: match: say where the records go with -o FILE
! Try 'arbiter match --help' for more information.
! arbiter: match: a match is of two engines: --engine given three times
! Try 'arbiter match --help' for more information.
! arbiter: match: no variant named 'nosuch' (see 'arbiter variants list')
! arbiter: match: a uttt record is not written as 'mat' (it is written as tagged, json)
! arbiter: match: --games takes a number from 1, not '0'
! Try 'arbiter match --help' for more information.
! arbiter: match: --timeout takes a number from 0.001, not 'x'
! Try 'arbiter match --help' for more information.
! arbiter: match: no file is read: 'records'
! Try 'arbiter match --help' for more information.
