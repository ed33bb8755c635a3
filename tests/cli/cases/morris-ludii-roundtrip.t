# a Ludii trial to algebraic and back is the same file, byte for byte
$ arbiter convert -q -V six-mens-morris-murray -t algebraic tests/data/real/morris/ludii/six-mens-morris-11.trl 2>/dev/null | arbiter convert -q -V six-mens-morris-murray -n algebraic -t ludii - 2>/dev/null | diff - tests/data/real/morris/ludii/six-mens-morris-11.trl && echo the same trial
? 0
> the same trial
