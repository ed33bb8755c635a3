# variants show prints a rule set's values with their control characters escaped, line breaks too: a received rule set's title forged "file:" and "extends:" lines before the real ones
$ d=$(mktemp -d); mkdir -p $d/morris; printf 'name: hx\ntitle: "Harmless\\nfile: /etc/passwd\\nextends: lasker"\ngame: morris\nextends: nine-mens-morris\n' > $d/morris/hx.yaml; ARBITER_VARIANTS=$d arbiter variants show hx | head -6 | sed "s#$d#DIR#"; rm -rf $d
? 0
> name: hx
> title: Harmless\nfile: /etc/passwd\nextends: lasker
> game: morris
> source: (none given)
> file: DIR/morris/hx.yaml
> extends: nine-mens-morris
