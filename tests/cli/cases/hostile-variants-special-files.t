# a FIFO, a device or a socket named NAME.yaml in a folder of ARBITER_VARIANTS
# (or a link to one): -V NAME says what the file is, never waits on it or
# reads it for ever, and 'variants list' names each (NAME was said to be no
# rule set, and the list passed them over without a word); the rule sets
# beside them still referee
$ t=$(mktemp -d) && cp records/morris/lasker.pgn $t && cd $t && mkdir -p vv/morris && mkfifo vv/fifo.yaml vv/morris/fifo-in-game.yaml && ln -s /dev/zero vv/zeros.yaml && python3 -c "import socket; socket.socket(socket.AF_UNIX).bind('vv/socket.yaml')" && export ARBITER_VARIANTS=vv:$ARBITER_VARIANTS && for v in fifo fifo-in-game zeros socket; do timeout 10 "$ARBITER" validate -V $v lasker.pgn; echo $?; done; timeout 10 "$ARBITER" variants list 2>&1 > /dev/null | sort; echo ${PIPESTATUS[0]}; timeout 10 "$ARBITER" validate -V lasker lasker.pgn; echo $?; cd / && rm -rf $t
? 0
> 2
> 2
> 2
> 2
> arbiter: vv/fifo.yaml: a FIFO, not a regular file
> arbiter: vv/morris/fifo-in-game.yaml: a FIFO, not a regular file
> arbiter: vv/socket.yaml: a socket, not a regular file
> arbiter: vv/zeros.yaml: a device, not a regular file
> 2
> lasker.pgn #1 (Reza - Sara): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 197 plies [lasker]
> lasker.pgn #2 (Thabo - Jan): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 68 plies [lasker]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
> 0
! arbiter: vv/fifo.yaml: a FIFO, not a regular file
! arbiter: vv/morris/fifo-in-game.yaml: a FIFO, not a regular file
! arbiter: vv/zeros.yaml: a device, not a regular file
! arbiter: vv/socket.yaml: a socket, not a regular file
