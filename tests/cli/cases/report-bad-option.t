# report wants its options spelt right
$ arbiter report --ouput x.html records/uttt
? 2
! arbiter: report: unknown option '--ouput'
! Try 'arbiter report --help' for more information.
