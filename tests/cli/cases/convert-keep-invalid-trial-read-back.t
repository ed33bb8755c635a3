# a Ludii trial refused where a removal was left out, kept whole (--keep-invalid) in algebraic notation, keeps the refused Ludii move as written, which would read back as a removal's ply, refused for another fault: not written, said (it was written, and read back refused at ply 86, not 87)
$ arbiter convert -q --keep-invalid -t algebraic tests/data/real/morris/ludii/nine-mens-morris-9-flying-mill.trl 2>&1 >/dev/null | grep 'not written'
? 0
> arbiter: tests/data/real/morris/ludii/nine-mens-morris-9-flying-mill.trl #1: not written: read back in algebraic notation, it would be refused at ply 86 ('[Move:mover=1,from=22,to=21,actions=[Mov' is not a move in algebraic notation), not at ply 87 as here (black's 4-20 closed a mill: a white piece must be removed (x) before the next move)
