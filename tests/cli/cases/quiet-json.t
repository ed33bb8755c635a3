# validate -q --json writes every record's object, valid ones too, and no summary, as --help says
$ arbiter validate -q --json records/morris/three-mens-morris.pgn | cut -c1-80; arbiter validate --help | grep -A1 -e '--quiet'
? 0
> {"file":"records/morris/three-mens-morris.pgn","record":1,"game":"morris","varia
> {"file":"records/morris/three-mens-morris.pgn","record":2,"game":"morris","varia
> {"file":"records/morris/three-mens-morris.pgn","record":3,"game":"morris","varia
>   -q, --quiet           print only the errors and the summary (with --json:
>                         every record, and no summary)
