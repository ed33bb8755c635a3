# no command: usage on stderr
$ arbiter
? 2
! Usage: arbiter COMMAND [OPTION]... [FILE]...
! Referee board-game records under regional rule variants.
!
! Commands:
!   validate   replay records, report illegal moves and wrong results
!   show       draw the board of a record before a ply
!   convert    write records in another notation, losing nothing
!   compare    the same records under several rule sets, side by side
!   standings  the tournament table from the valid records
!   report     one HTML page: summary, standings, verdicts, illegal boards
!   summarize  fold the JSON Lines of validate --json runs into one summary
!   variants   list, show, diff or check rule sets (variant files)
!   referee    referee a game as it is played, in JSON Lines
!   match      play two engine programs against each other, every move judged
!
!   -h, --help      show this help and exit
!   -v, --version   show the version and exit
!
! 'arbiter COMMAND --help', or 'arbiter help COMMAND', tells more about each
! command.
! Exit status: 0 all records valid, 1 some record illegal or mismatched,
! 2 usage error, unreadable input or bad variant file.
