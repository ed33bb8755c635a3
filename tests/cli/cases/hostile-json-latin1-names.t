# a name that is not UTF-8 (Latin-1) is written whole in JSON and told
# apart: each byte that is not UTF-8 as U+EF00 + the byte (\uefe9 for
# 0xe9), and a name that holds such a character in UTF-8 has its bytes so
# written too (the two Latin-1 names were both "J?r?me"); read back, the
# bytes are the name's
$ arbiter standings --json tests/data/hostile/latin1-names.pgn | python3 -c 'import json, sys; [print(ascii(p), bytes(ord(c) - 0xef00 if 0xef80 <= ord(c) <= 0xefff else ord(c) for c in p) if max(map(ord, p)) < 0x10000 else "") for p in (json.loads(line)["player"] for line in sys.stdin)]'
? 0
> 'J\uefe8r\ueff4me' b'J\xe8r\xf4me'
> 'J\uefe9r\ueff4me' b'J\xe9r\xf4me'
> 'J\uefee\uefbf\uefa9r\uefee\uefbf\uefb4me' b'J\xee\xbf\xa9r\xee\xbf\xb4me'
> 'Bob' b'Bob'
