# backgammonjs's random games of Gul Bara, the doubles progression as arbiter reads it: all legal
$ arbiter validate -q tests/data/tables/oracle/gul-bara.jsonl
? 0
> 1000 records: 1000 valid, 0 illegal, 0 mismatched, 0 unreadable
