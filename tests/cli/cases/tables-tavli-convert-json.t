# a Tavli match converted to JSON Lines: each game names its own rule set
$ arbiter convert -q -t json tests/data/tables/tavli-match.jsonl | grep -o '"variant":"[a-z-]*"'
? 0
> "variant":"portes"
> "variant":"plakoto"
> "variant":"fevga-olympus"
> "variant":"portes"
> "variant":"plakoto"
