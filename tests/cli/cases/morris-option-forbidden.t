# rules.placing.forbidden: Jeson Zam's centre takes no placed piece; the same game with it open
$ arbiter compare -V jeson-zam -V tests/data/morris/rules/jeson-zam-centre-open.yaml tests/data/morris/ludii/jeson-zam.pgn
? 1
> tests/data/morris/ludii/jeson-zam.pgn #1: the same under all: valid, * (unfinished), 8 plies
> tests/data/morris/ludii/jeson-zam.pgn #2: the same under all: illegal, * (unfinished: ply 7, c5xf7: every black piece stands in a mill, and a piece in a mill is never removed: nothing is removed), 6 plies
> tests/data/morris/ludii/jeson-zam.pgn #3: diverges at ply 1
>   jeson-zam                illegal    *        unfinished                      0 plies  ply 1, e5: no piece is placed on e5 under these rules
>   jeson-zam-centre-open    valid      *        unfinished                      1 ply
>   at ply 1: under jeson-zam e5 is illegal: no piece is placed on e5 under these rules; under jeson-zam-centre-open play goes on
>
> 3 records, 1 diverging
>
>                         jeson-zam jeson-zam-centre-open
> valid                           1                     2
> illegal                         2                     1
> mismatch                        0                     0
> unreadable                      0                     0
> 1-0                             0                     0
> 0-1                             0                     0
> 1/2-1/2                         0                     0
> *                               3                     3
> unfinished                      3                     3
>
> records whose outcome changes:
>   jeson-zam / jeson-zam-centre-open: 1
