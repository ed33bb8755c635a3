# the report's page is UTF-8 and its pictures well-formed XML, whatever a
# name holds: what XML 1.0 forbids, and bytes that are not UTF-8, are drawn
# as U+FFFD (U+FFFE and U+FFFF went into the page and its pictures as they
# were, a Latin-1 byte as it was)
$ arbiter report tests/data/hostile/xml-forbidden-names.pgn 2>/dev/null | python3 -c 'import re, sys, xml.dom.minidom; d = sys.stdin.buffer.read(); d.decode("utf-8"); svgs = re.findall(rb"<svg.*?</svg>", d, re.S); [xml.dom.minidom.parseString(s) for s in svgs]; print("UTF-8, %d picture well-formed" % len(svgs), flush=True); sys.stdout.buffer.write(b"".join(m + b"\n" for m in re.findall(rb"<td>[^<]*(Ali[^<]*)", d)))'
? 0
> UTF-8, 1 picture well-formed
> Ali� � ��� J�r�me � – Bob)
> Ali� � ��� J�r�me � – Bob)
