# a variant file that is a FIFO is refused at once, never waited on
$ t=$(mktemp -d) && cd $t && mkfifo fifo.yaml && printf "name: x\\ngame: morris\\nextends: fifo.yaml\\nsource: t\\n" > child.yaml; arbiter variants check fifo.yaml; arbiter variants check child.yaml; s=$?; cd / && rm -rf $t; exit $s
? 2
! arbiter: fifo.yaml: a FIFO, not a regular file
! arbiter: child.yaml:3:10: extends 'fifo.yaml': a FIFO, not a regular file
