# A JSON record long enough to be judged in windows as it is read (100,000 plies), whose "game" member comes after its movetext: refused, said (it cannot name the rules of moves already judged); the same record with no "game" stays valid
$ d=$(mktemp -d); awk 'BEGIN { n = split("a7 d7 g7 d6 b6 a4 f6 g4 c4 d2 e4 c5 b2 e5 f2 c3 d3 e3", p, " "); split("b6-b4 d2-d1 b4-b6 d1-d2", c, " "); printf "{\"variant\":\"classic\",\"notation\":\"algebraic\",\"tags\":[],\"movetext\":["; for (i = 0; i < 100000; i++) { m = i < n ? p[i + 1] : c[(i - n) % 4 + 1]; printf "%s[\"move\",\"%s\"]", i ? "," : "", m } print "]}" }' > $d/late.jsonl; sed 's/\]}$/],"game":"morris"}/' $d/late.jsonl > $d/late-game.jsonl; cd $d; arbiter validate -q late.jsonl late-game.jsonl; s=$?; cd /; rm -rf $d; exit $s
? 2
> late-game.jsonl #1: unreadable: "game" comes after a movetext judged in windows as it was read, under rules it did not name: it goes first, as convert writes it
> 2 records: 1 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: late-game.jsonl:1:1: "game" comes after a movetext judged in windows as it was read, under rules it did not name: it goes first, as convert writes it
