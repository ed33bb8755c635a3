# a trial is written with endtype=NaturalEnd only where the rules ended the game (or the record says they did: its mismatch stays one); a resignation, an agreed draw or a loss on time, which Ludii's trials have no word for, is written endtype=Unknown, Ludii's word for an end it does not know, and reads back with its result and no claim of the rules (the resigned game was written NaturalEnd and read back a mismatch); a flat line the rules ended is written with the result they decided (it was written with none: read back, a mismatch)
$ records() { for t in 'Result "0-1"]\n[Termination "White resigned"' 'Result "1/2-1/2"]\n[Termination "agreement"' 'Result "0-1"]\n[Termination "rules"'; do printf '[Variant "nine-mens-morris"]\n[%b]\n\n1. d6 a1 %s\n\n' "$t" "$(printf "$t" | sed -n 's/Result "\([^"]*\)".*/\1/p')"; done; }; records | arbiter validate - 2>/dev/null; records | arbiter convert -q -t ludii - 2>/dev/null | grep -E '^(winner|endtype)='; records | arbiter convert -q -t ludii - 2>/dev/null | arbiter validate -; echo 'b1 a3 a1 c1 c2 a2 c2-c3 a2-b2' | arbiter convert -q -V three-mens-morris -t ludii - | arbiter validate -
? 0
> <stdin> #1: valid, 0-1 (resignation, as the record says), 2 plies [nine-mens-morris]
> <stdin> #2: valid, 1/2-1/2 (agreement, as the record says), 2 plies [nine-mens-morris]
> <stdin> #3: mismatch: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 2 plies the game goes on [nine-mens-morris]
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
> winner=2
> endtype=Unknown
> winner=0
> endtype=Unknown
> winner=2
> endtype=NaturalEnd
> <stdin> #1: valid, 0-1 (resignation, as the record says), 2 plies [nine-mens-morris]
> <stdin> #2: valid, 1/2-1/2 (agreement, as the record says), 2 plies [nine-mens-morris]
> <stdin> #3: mismatch: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 2 plies the game goes on [nine-mens-morris]
> 3 records: 2 valid, 0 illegal, 1 mismatched, 0 unreadable
> <stdin> #1: valid, 0-1 (line: black made a line), 8 plies [three-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:36: the record says the rules ended the game 0-1 ([Termination "rules"]), but after its 2 plies the game goes on
