# records in UTF-16 text (a byte-order mark, a NUL beside each character):
# arbiter reads UTF-8, and says so, named or found in a folder (found in a
# folder it was passed over as no record file, with exit 0)
$ arbiter validate tests/data/bad/utf16/three-mens-morris.pgn; arbiter validate tests/data/bad/utf16
? 2
> tests/data/bad/utf16/three-mens-morris.pgn #1: unreadable: UTF-16 text, not UTF-8: nothing here is read as records (iconv -f UTF-16 -t UTF-8 makes it UTF-8)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> tests/data/bad/utf16/three-mens-morris.pgn #1: unreadable: records in UTF-16 text, not UTF-8: not read (iconv -f UTF-16 -t UTF-8 makes them UTF-8)
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: tests/data/bad/utf16/three-mens-morris.pgn:1:4: UTF-16 text, not UTF-8: nothing here is read as records (iconv -f UTF-16 -t UTF-8 makes it UTF-8)
! arbiter: tests/data/bad/utf16/three-mens-morris.pgn: records in UTF-16 text, not UTF-8: not read (iconv -f UTF-16 -t UTF-8 makes them UTF-8)
