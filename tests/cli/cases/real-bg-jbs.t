# a real JBS league transcript (tests/data/real/backgammon/jbs): Bar/ and /Off capitalised, a bear-off written as one move over both dice (41: 2/Off is 2/1/off), resignations as ????
$ arbiter validate -q tests/data/real/backgammon/jbs/*
? 0
> 6 records: 6 valid, 0 illegal, 0 mismatched, 0 unreadable
