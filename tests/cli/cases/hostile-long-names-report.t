# the report's standings and verdicts name each player whole
$ arbiter report tests/data/hostile/long-names.pgn | grep -o '<td>[^<]*[AB][^<]*</td>' | sed 's/A\{130\}/A*130/'
? 0
> <td>Bob</td>
> <td>A*130-Xavier</td>
> <td>A*130-Yusuf</td>
> <td>tests/data/hostile/long-names.pgn #1 (A*130-Xavier – Bob)</td>
> <td>tests/data/hostile/long-names.pgn #2 (A*130-Yusuf – Bob)</td>
> <td>tests/data/hostile/long-names.pgn #3 (محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده یک – Bob)</td>
> <td>tests/data/hostile/long-names.pgn #4 (محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده دو – Bob)</td>
