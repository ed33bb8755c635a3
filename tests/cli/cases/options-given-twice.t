# an option of one value given twice with two values is a usage error naming both, in every command (the last was taken in silence: validate -V a -V b judged under b alone, --part 1/2 --part 2/2 read part 2 alone, match -o a -o b wrote b alone); one value twice is one value
$ f=tests/data/backgammon/match-1pt.mat; for args in "validate -V backgammon -V nackgammon $f" "validate --part=1/2 --part=2/2 $f" "show -r 1 -r 2 $f" "standings -n mat -n sgf $f" "report -V backgammon -V nackgammon $f" "match -V uttt-standard -o a.txt -o b.txt" "referee --seed 1 --seed 2" "validate -q -V backgammon -V backgammon $f"; do arbiter $args < /dev/null; echo "status $?"; done
? 0
> status 2
> status 2
> status 2
> status 2
> status 2
> status 2
> status 2
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> status 0
! arbiter: validate: -V given twice: backgammon and nackgammon
! Try 'arbiter validate --help' for more information.
! arbiter: validate: --part given twice: 1/2 and 2/2
! Try 'arbiter validate --help' for more information.
! arbiter: show: -r given twice: 1 and 2
! Try 'arbiter show --help' for more information.
! arbiter: standings: -n given twice: mat and sgf
! Try 'arbiter standings --help' for more information.
! arbiter: report: -V given twice: backgammon and nackgammon
! Try 'arbiter report --help' for more information.
! arbiter: match: -o given twice: a.txt and b.txt
! Try 'arbiter match --help' for more information.
! arbiter: referee: --seed given twice: 1 and 2
! Try 'arbiter referee --help' for more information.
