# rules.flying.from: a piece on an outer corner flies (Mulabalaba); without the corners it steps
$ arbiter compare -V mulabalaba -V tests/data/morris/rules/mulabalaba-no-corners.yaml tests/data/morris/ludii/mulabalaba.pgn
? 1
> tests/data/morris/ludii/mulabalaba.pgn #1: diverges at ply 25
>   mulabalaba               valid      *        unfinished                     25 plies
>   mulabalaba-no-corners    illegal    *        unfinished                     24 plies  ply 25, a7-e4: e4 is not next to a7 (no flying under these rules)
>   at ply 25: under mulabalaba-no-corners a7-e4 is illegal: e4 is not next to a7 (no flying under these rules); under mulabalaba play goes on
> tests/data/morris/ludii/mulabalaba.pgn #2: the same under all: illegal, * (unfinished: ply 25, d2-g4: g4 is not next to d2 (a piece flies only from the points of rules.flying.from)), 24 plies
> tests/data/morris/ludii/mulabalaba.pgn #3: the same under all: valid, * (unfinished), 9 plies
>
> 3 records, 1 diverging
>
>                        mulabalaba mulabalaba-no-corners
> valid                           2                     1
> illegal                         1                     2
> mismatch                        0                     0
> unreadable                      0                     0
> 1-0                             0                     0
> 0-1                             0                     0
> 1/2-1/2                         0                     0
> *                               3                     3
> unfinished                      3                     3
>
> records whose outcome changes:
>   mulabalaba / mulabalaba-no-corners: 1
