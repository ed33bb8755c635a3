# a client of the referee names a rule set by its name only: a file it names
# (one that exists, one that does not, a rule set's own file) is not read, and
# its answer says nothing of the file; the operator's -V may name a file
$ printf '%s\n' '{"new":"/etc/passwd"}' '{"new":"/etc/nonexistent"}' '{"new":"variants/morris/three-mens-morris.yaml"}' '{"new":"three-mens-morris"}' | arbiter referee; arbiter referee -V variants/morris/three-mens-morris.yaml < /dev/null
? 0
> {"ok":false,"error":{"code":"variant-path","message":"'/etc/passwd' is a file: a request names a rule set by its name only (-V may name a file)"}}
> {"ok":false,"error":{"code":"variant-path","message":"'/etc/nonexistent' is a file: a request names a rule set by its name only (-V may name a file)"}}
> {"ok":false,"error":{"code":"variant-path","message":"'variants/morris/three-mens-morris.yaml' is a file: a request names a rule set by its name only (-V may name a file)"}}
> {"ok":true,"rules":"three-mens-morris","ply":0,"status":"playing","to_move":"white","legal":["a3","b3","c3","a2","b2","c2","a1","b1","c1"]}
