# a name with what XML 1.0 forbids (U+FFFE, U+FFFF, an encoded surrogate, a
# byte that is not UTF-8, a C0 control) makes a well-formed picture: its
# words are escaped as text for people is, and what XML would still refuse
# is drawn as U+FFFD (U+FFFE and U+FFFF were written as they are:
# rsvg-convert and browsers refused the picture)
$ arbiter show --svg tests/data/hostile/xml-forbidden-names.pgn | python3 -c 'import re, sys, xml.dom.minidom; d = sys.stdin.buffer.read(); xml.dom.minidom.parseString(d); print("well-formed", flush=True); sys.stdout.buffer.write(b"".join(m + b"\n" for m in re.findall(rb">(Ali[^<]*)", d)))'
? 0
> well-formed
> Ali\ufffe \uffff \xed\xb2\x80 J\xe9r\xf4me \x01
> Ali\ufffe \uffff \xed\xb2\x80 J\xe9r\xf4me \x01
