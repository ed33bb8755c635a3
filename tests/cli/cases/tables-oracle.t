# olympus-backgammon's random games of Portes, Plakoto and Fevga: all legal
$ arbiter validate -q tests/data/tables/oracle/portes.jsonl tests/data/tables/oracle/plakoto.jsonl tests/data/tables/oracle/fevga.jsonl
? 0
> 3000 records: 3000 valid, 0 illegal, 0 mismatched, 0 unreadable
