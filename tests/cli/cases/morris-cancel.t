# rules.placing.cancel (Dig Dig): a piece placed on an opposing piece cancels both
$ arbiter compare -q -V dig-dig -V tests/data/variants/dig-dig-no-cancel.yaml tests/data/morris/families/cancel.pgn
? 1
> tests/data/morris/families/cancel.pgn #1: diverges at ply 2
>   dig-dig                  valid      *        unfinished                      3 plies
>   dig-dig-no-cancel        illegal    *        unfinished                      1 ply  ply 2, a7: a7 is occupied
>   at ply 2: under dig-dig-no-cancel a7 is illegal: a7 is occupied; under dig-dig play goes on
