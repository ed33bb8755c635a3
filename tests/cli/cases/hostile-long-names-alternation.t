# the first player's alternation compares whole names: a player whose name
# agrees with the last record's first player's in 127 bytes is another
# player (record 2 was a mismatch, "plays first again"); a name shown in a
# verdict line is cut between characters, never inside one
$ arbiter validate -V stockboi-dokuz-tas tests/data/hostile/long-names.pgn | sed 's/A\{127\}/A*127/'
? 0
> tests/data/hostile/long-names.pgn #1 (A*127 - Bob): valid, 1-0 (resignation, as the record says), 2 plies [stockboi-dokuz-tas]
> tests/data/hostile/long-names.pgn #2 (A*127 - Bob): valid, 0-1 (resignation, as the record says), 2 plies [stockboi-dokuz-tas]
> tests/data/hostile/long-names.pgn #3 (محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده  - Bob): valid, 1-0 (resignation, as the record says), 2 plies [stockboi-dokuz-tas]
> tests/data/hostile/long-names.pgn #4 (محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده  - Bob): valid, 0-1 (resignation, as the record says), 2 plies [stockboi-dokuz-tas]
> 4 records: 4 valid, 0 illegal, 0 mismatched, 0 unreadable
