# a Tavli match under the Fevga of BrainKing and bkgm: the third game walls its own start
$ arbiter validate -q -V tavli tests/data/tables/tavli-matches.jsonl
? 1
> tests/data/tables/tavli-matches.jsonl #162 (olympus-black - olympus-white): illegal at ply 25, 41: 22/18 24/23: 24/23 makes six points in a row, which may not fill the own starting quarter [fevga]
> 227 records: 226 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/tables/tavli-matches.jsonl:162:1143: 24/23 makes six points in a row, which may not fill the own starting quarter
