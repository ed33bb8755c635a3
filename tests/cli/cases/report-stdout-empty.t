# report of an empty input on standard output: a page that says so
$ arbiter report - | grep -c -e '0 records' -e 'No game was scored'
? 0
> 2
! arbiter: <stdin>: warning: no record in this file
