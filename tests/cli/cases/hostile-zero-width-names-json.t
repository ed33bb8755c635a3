# JSON carries the names as they are (a JSON string tells them apart)
$ arbiter standings --json tests/data/hostile/zero-width-names.pgn | grep -o '"player":"[^"]*"'
? 0
> "player":"Ali ❤️"
> "player":"Ali​"
> "player":"Ali‍"
> "player":"Ali‏"
> "player":"Ali⁠"
> "player":"Ali﻿"
> "player":"Ali󠁁"
> "player":"Al­i"
> "player":"Bob"
> "player":"Ali"
