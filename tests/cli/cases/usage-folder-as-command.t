# a folder named where a command goes: the message says which command to put first
$ arbiter records/
? 2
! arbiter: 'records/' is not a command: to referee the records it holds, name a command first (arbiter validate records/)
! Try 'arbiter --help' for more information.
