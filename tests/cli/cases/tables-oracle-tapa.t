# backgammonjs's random games of Tapa (no mother checker): all legal but those where it bears off while a checker of the mover's own is pinned in its home board, which arbiter refuses
$ arbiter validate -q tests/data/tables/oracle/tapa.jsonl
? 1
> tests/data/tables/oracle/tapa.jsonl #67 (bgjs-white - bgjs-black): illegal at ply 65, 53: 5/off 5/2: 5/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #210 (bgjs-white - bgjs-black): illegal at ply 70, 44: 11/7 7/3 9/5 4/off: 4/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #347 (bgjs-white - bgjs-black): illegal at ply 66, 64: 10/4 4/off: 4/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #397 (bgjs-white - bgjs-black): illegal at ply 66, 46: 6/off 4/off: 6/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #420 (bgjs-white - bgjs-black): illegal at ply 74, 42: 4/off 3/1: 4/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #460 (bgjs-white - bgjs-black): illegal at ply 61, 31: 7/6 3/off: 3/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #466 (bgjs-white - bgjs-black): illegal at ply 70, 51: 6/1 1/off: 1/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #491 (bgjs-white - bgjs-black): illegal at ply 75, 31: 3/off 2/1: 3/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #499 (bgjs-white - bgjs-black): illegal at ply 67, 26: 6/off 3/1: 6/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #524 (bgjs-white - bgjs-black): illegal at ply 86, 63: 7/1 3/off: 3/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #535 (bgjs-white - bgjs-black): illegal at ply 80, 43: 4/off 3/off: 4/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #557 (bgjs-white - bgjs-black): illegal at ply 62, 64: 8/2 4/off: 4/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #666 (bgjs-white - bgjs-black): illegal at ply 71, 56: 11/5 5/off: 5/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> tests/data/tables/oracle/tapa.jsonl #715 (bgjs-white - bgjs-black): illegal at ply 80, 44: 4/off: 4/off: no bearing off while a checker of the mover's own is pinned [tapa-backgammonjs]
> 827 records: 813 valid, 14 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/oracle/tapa.jsonl:67:2139: 5/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:210:2282: 4/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:347:2147: 4/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:397:2185: 6/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:420:2403: 4/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:460:2028: 3/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:466:2342: 1/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:491:2410: 3/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:499:2177: 6/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:524:2705: 3/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:535:2551: 4/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:557:2088: 4/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:666:2305: 5/off: no bearing off while a checker of the mover's own is pinned
! arbiter: tests/data/tables/oracle/tapa.jsonl:715:2593: 4/off: no bearing off while a checker of the mover's own is pinned
