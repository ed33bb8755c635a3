# variants check shows a rule set's name with its line break escaped, as list and show do: the name went out raw, a line of its own that could claim another file was checked
$ arbiter variants check tests/data/hostile/name-line-break.yaml
? 0
> tests/data/hostile/name-line-break.yaml: forged\nhq.yaml: nine-mens-morris, a morris variant: OK, a morris variant: OK
