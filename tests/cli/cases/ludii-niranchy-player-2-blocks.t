# niranchy-player-2-blocks: one record per rule point of its Ludii .lud file (tests/data/morris/ludii/OPTIONS.md)
$ arbiter validate tests/data/morris/ludii/niranchy-player-2-blocks.pgn
? 0
> tests/data/morris/ludii/niranchy-player-2-blocks.pgn #1: valid, 1-0 (line: white made a line), 5 plies [niranchy-player-2-blocks]
> tests/data/morris/ludii/niranchy-player-2-blocks.pgn #2: valid, 1-0 (line: white made a line), 7 plies [niranchy-player-2-blocks]
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
