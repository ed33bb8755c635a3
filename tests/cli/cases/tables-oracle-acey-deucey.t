# tabula's random games of acey-deucey (bgammon.org's engine): all legal, each winner's points the checkers the loser has left
$ arbiter validate -q tests/data/tables/oracle/acey-deucey.jsonl
? 0
> 1000 records: 1000 valid, 0 illegal, 0 mismatched, 0 unreadable
