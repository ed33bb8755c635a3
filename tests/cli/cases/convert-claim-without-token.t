# a record with no result token whose [PlyCount] shows it whole keeps its [Result] claim: converted, its movetext ends with that claim (it ended *, and read back as a mismatch)
$ arbiter convert -t playok tests/data/morris/claims/plycount-no-result-token.pgn 2> /dev/null | tail -2; arbiter convert -t playok tests/data/morris/claims/plycount-no-result-token.pgn 2> /dev/null | arbiter validate -
? 0
> 19. 14-6 7-12 20. 6-14 20-17x24 0-1
> 
> <stdin> #1 (Human - AI): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 40 plies [sanmill-nine-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
