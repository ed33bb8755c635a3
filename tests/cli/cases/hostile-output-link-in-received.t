# -o through a link that stands in a folder being read: a received folder's
# converted.pgn -> a file outside it (a stand-in for ~/.bashrc), and out ->
# a folder outside it. Both refused, status 2, the file outside as it was and
# nothing made in the folder outside; a link of the user's own, outside the
# folders read, is written through as before (the file it points to replaced)
$ d=$(mktemp -d) && mkdir "$d/received" "$d/elsewhere" && printf '[Variant "three-mens-morris"]\n\n1. a1 b2 *\n' > "$d/received/game.pgn" && echo 'echo hi' > "$d/victim" && ln -s "$d/victim" "$d/received/converted.pgn" && ln -s "$d/elsewhere" "$d/received/out" && ln -s "$d/victim" "$d/mine" && cd "$d" && { arbiter convert -q -t playok -o received/converted.pgn received; echo "exit $?"; arbiter convert -q -t playok -o received/out/conv.pgn received; echo "exit $?"; cat victim; ls elsewhere; arbiter convert -q -t playok -o mine received 2>/dev/null; echo "exit $?"; head -n 1 victim; cd / && rm -r "$d"; }
? 0
> exit 2
> exit 2
> echo hi
> exit 0
> [Variant "three-mens-morris"]
! arbiter: convert: -o received/converted.pgn goes through received/converted.pgn, a link in a folder being read: a received folder's link may lead anywhere; write elsewhere
! arbiter: convert: -o received/out/conv.pgn goes through received/out, a link in a folder being read: a received folder's link may lead anywhere; write elsewhere
