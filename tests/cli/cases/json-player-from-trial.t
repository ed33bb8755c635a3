# a Ludii trial written as JSON keeps each move's player (its mover), and reads back valid with the players checked
$ arbiter convert -q -t json tests/data/real/morris/ludii/three-mens-morris-1.trl | arbiter validate -
? 0
> <stdin> #1: valid, 0-1 (line: black made a line), 8 plies [three-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
