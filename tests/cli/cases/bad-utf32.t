# records in UTF-32 text (a byte-order mark; big-endian with none, three NUL
# bytes beside each character): said as UTF-32, with the iconv that makes
# them UTF-8, named or found in a folder (they were said to be UTF-16, and
# iconv -f UTF-16 made a file said to be UTF-16 again); the advice followed,
# the records are read
$ arbiter validate -q tests/data/bad/utf32/three-mens-morris.pgn; arbiter validate -q tests/data/bad/utf32; iconv -f UTF-32 -t UTF-8 tests/data/bad/utf32/three-mens-morris.pgn | arbiter validate -q -
? 0
> tests/data/bad/utf32/three-mens-morris.pgn #1: unreadable: UTF-32 text, not UTF-8: nothing here is read as records (iconv -f UTF-32 -t UTF-8 makes it UTF-8)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> tests/data/bad/utf32/three-mens-morris-be-no-mark.pgn #1: unreadable: records in UTF-32 text, not UTF-8: not read (iconv -f UTF-32 -t UTF-8 makes them UTF-8)
> tests/data/bad/utf32/three-mens-morris.pgn #1: unreadable: records in UTF-32 text, not UTF-8: not read (iconv -f UTF-32 -t UTF-8 makes them UTF-8)
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
> 3 records: 3 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: tests/data/bad/utf32/three-mens-morris.pgn:1:3: UTF-32 text, not UTF-8: nothing here is read as records (iconv -f UTF-32 -t UTF-8 makes it UTF-8)
! arbiter: tests/data/bad/utf32/three-mens-morris-be-no-mark.pgn: records in UTF-32 text, not UTF-8: not read (iconv -f UTF-32 -t UTF-8 makes them UTF-8)
! arbiter: tests/data/bad/utf32/three-mens-morris.pgn: records in UTF-32 text, not UTF-8: not read (iconv -f UTF-32 -t UTF-8 makes them UTF-8)
