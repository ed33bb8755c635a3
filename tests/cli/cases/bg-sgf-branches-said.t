# SGF's variations off the main line are passed over as the game is read:
# converting it (to SGF too) says they are not written, and counts the
# record as not held whole. They went with no word
$ arbiter convert -t sgf -
< (;FF[4]GM[6]CA[UTF-8]MI[length:3][game:0][ws:0][bs:0]PW[Ann]PB[Bob]
< ;W[51xwmh]
< (;B[61lrqr]C[played](;W[11xwwvvuut])(;W[11hgggffee]))
< (;B[61lrrq]C[another])
< (;B[61qrlr])
< )
? 0
> (;FF[4]GM[6]CA[UTF-8]AP[arbiter]MI[length:3][game:0][ws:0][bs:0]PW[Ann]PB[Bob]
> ;W[51xwmh]
> ;B[61lrqr]
> C[played]
> ;W[11xwwvvuut]
> )
! arbiter: <stdin> #1: warning: its 3 variations off SGF's main line are not read, so not written
! 1 record written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
