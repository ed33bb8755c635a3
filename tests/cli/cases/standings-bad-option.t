# a misspelt option of standings
$ arbiter standings --jsn records/morris
? 2
! arbiter: standings: unknown option '--jsn'
! Try 'arbiter standings --help' for more information.
