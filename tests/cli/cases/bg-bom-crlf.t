# a UTF-8 byte-order mark and CRLF line ends
$ arbiter validate -q tests/data/backgammon/bom-crlf.mat
? 0
> 2 records: 2 valid, 0 illegal, 0 mismatched, 0 unreadable
