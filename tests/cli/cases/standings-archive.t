# the whole test archive at once (folders read through): more players than
# the table first holds, matches closed by the end of their file, and
# unreadable records after them; counted, not shown
$ arbiter standings --json records tests/data 2>/dev/null | grep -c '"player"'; arbiter report -o /dev/null records tests/data 2>/dev/null; echo "report: $?"
? 0
> 355
> report: 2
