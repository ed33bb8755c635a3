# rules.blocked: opponent-unblocks (Shah): d6-d7 leaves white no move, black moves again to free it; where blocked sides pass, white passes
$ arbiter compare -q -V shah -V tests/data/variants/shah-blocked-passes.yaml tests/data/morris/families/unblock.pgn
? 1
> tests/data/morris/families/unblock.pgn #1: diverges at ply 28
>   shah                     valid      *        unfinished                     29 plies
>   shah-blocked-passes      illegal    *        unfinished                     27 plies  ply 28, f6-d6: white cannot move and must pass (p)
>   at ply 28: under shah-blocked-passes f6-d6 is illegal: white cannot move and must pass (p); under shah play goes on
