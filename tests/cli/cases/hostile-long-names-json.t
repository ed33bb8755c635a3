# standings --json names each player whole (a name cut inside a UTF-8
# character was written as "????...")
$ arbiter standings --json tests/data/hostile/long-names.pgn | sed 's/A\{130\}/A*130/'
? 0
> {"player":"Bob","game":"morris","unit":"game","games":4,"wins":2,"draws":0,"losses":2,"score":2.0}
> {"player":"A*130-Xavier","game":"morris","unit":"game","games":1,"wins":1,"draws":0,"losses":0,"score":1.0}
> {"player":"محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده یک","game":"morris","unit":"game","games":1,"wins":1,"draws":0,"losses":0,"score":1.0}
> {"player":"A*130-Yusuf","game":"morris","unit":"game","games":1,"wins":0,"draws":0,"losses":1,"score":0.0}
> {"player":"محمدرضا حسینی‌نژاد (باشگاه شطرنج و دوز استان تهران، شعبه مرکزی) - رده دو","game":"morris","unit":"game","games":1,"wins":0,"draws":0,"losses":1,"score":0.0}
