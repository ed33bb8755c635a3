# --summary takes total or files
$ arbiter validate --summary=file records/uttt
? 2
! arbiter: validate: --summary is total or files, not 'file'
! Try 'arbiter validate --help' for more information.
