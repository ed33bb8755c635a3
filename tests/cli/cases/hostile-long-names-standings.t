# players are told apart by their whole names: two names that agree in their
# first 127 bytes (or 130-byte Persian names cut there inside a letter) are
# four players, not two who played two games each
$ arbiter standings tests/data/hostile/long-names.pgn | sed 's/A\{130\}/A*130/'
? 0
>   #  Player                                    Games  Wins  Draws  Losses  Score
>   1  Bob                                           4     2      0       2     2
>   2  A*130-Xavier      1     1      0       0     1
>   2  محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده یک      1     1      0       0     1
>   4  A*130-Yusuf      1     0      0       1     0
>   4  محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده دو      1     0      0       1     0
