# arbiter(1) example: a tournament's records under the Turkish rules
$ arbiter validate -V stockboi-dokuz-tas records/morris/dokuz-tas-izmir.pgn
? 0
> records/morris/dokuz-tas-izmir.pgn #1 (Ion - Ali): valid, 1/2-1/2 (move-limit: 60 plies without a removal), 95 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #2 (Thabo - Elif): valid, 1/2-1/2 (move-limit: 60 plies without a removal), 227 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #3 (Lerato - Eva): valid, 1-0 (fewer-pieces: black has 2 pieces left, fewer than 3), 153 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #4 (Lerato - Elif): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 42 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #5 (Eva - Ion): valid, 0-1 (fewer-pieces: white has 2 pieces left, fewer than 3), 96 plies [stockboi-dokuz-tas]
> records/morris/dokuz-tas-izmir.pgn #6 (Ali - Ion): valid, 1/2-1/2 (move-limit: 60 plies without a removal), 183 plies [stockboi-dokuz-tas]
> 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
