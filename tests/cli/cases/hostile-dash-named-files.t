# a received folder holding files named as options (--variant=.e.yaml next
# to a hidden rule set, --follow-links): 'arbiter validate *' there would
# hand the folder the choice of rules; refused, status 2, with the way out;
# after -- they are files like any other (empty: no record)
$ d=$(mktemp -d) && printf '[Variant "three-mens-morris"]\n\n1. a1 b2 *\n' > "$d/game.pgn" && printf 'name: evil\nextends: three-mens-morris\nrules:\n  loss: {below: 1}\n' > "$d/.e.yaml" && touch -- "$d/--variant=.e.yaml" "$d/--follow-links" && cd "$d" && { arbiter validate *; echo "exit $?"; arbiter validate -- *; echo "exit $?"; cd / && rm -r "$d"; }
? 0
> exit 2
> game.pgn #1: valid, * (unfinished), 2 plies [three-mens-morris]
> 1 record: 1 valid, 0 illegal, 0 mismatched, 0 unreadable
> exit 0
! arbiter: validate: '--follow-links' reads as an option, and a file here has that name (a shell pattern's?): give the names of files after --, as in 'arbiter validate -- *'
! arbiter: --follow-links: warning: no record in this file
! arbiter: --variant=.e.yaml: warning: no record in this file
