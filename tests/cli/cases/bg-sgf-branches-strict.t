# SGF's variations off the main line, passed over as the game is read: with
# --strict the record is not written, an error (exit 1)
$ arbiter convert --strict -t json -
< (;FF[4]GM[6]CA[UTF-8]MI[length:3][game:0][ws:0][bs:0]PW[Ann]PB[Bob]
< ;W[51xwmh]
< (;B[61lrqr]C[played](;W[11xwwvvuut])(;W[11hgggffee]))
< (;B[61lrrq]C[another])
< (;B[61qrlr])
< )
? 1
! arbiter: <stdin> #1: error: its 3 variations off SGF's main line are not read, so not written
! 0 records written; 0 illegal (not written), 0 mismatched, 0 unreadable, 1 not held whole
