# variants diff --json
$ arbiter variants diff --json nine-mens-morris classic
? 0
> {"game":"morris","a":"nine-mens-morris","b":"classic","differences":[{"option":"rules.flying","a":{"enabled":true,"at":3,"hand":"both","count":"board","from":""},"b":{"enabled":false,"at":3,"hand":"both","count":"board","from":""}},{"option":"rules.draw.move_limit","a":{"count":100,"unit":"plies","at":"ply-end","placements":"reset"},"b":{"count":0,"unit":"plies","at":"ply-end","placements":"reset"}},{"option":"rules.draw.repetition","a":3,"b":0}]}
