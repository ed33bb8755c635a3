# long-nardy-engine's random games of long nardy: all legal but one wall across the opponent's start, which arbiter's reading of the six-point rule forbids
$ arbiter validate -q tests/data/tables/oracle/long-nardy.jsonl
? 1
> tests/data/tables/oracle/long-nardy.jsonl #268 (lne-white - lne-black): illegal at ply 55, 42: 16/12 10/8: 16/12 makes six points in a row, which needs an opposing checker ahead of them (did you mean 42: 17/13 10/8?) [long-nardy]
> 1000 records: 999 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/oracle/long-nardy.jsonl:268:1843: 16/12 makes six points in a row, which needs an opposing checker ahead of them (did you mean 42: 17/13 10/8?)
