# a line of 2 MB given to summarize is no verdict of validate --json (none is
# longer than a few KiB): said, not parsed (a 20 MiB line took 1.6 GB), exit 2
$ { printf '{"status":"'; head -c 2000000 /dev/zero | tr '\0' x; printf '"}\n'; } | arbiter summarize
? 2
> 0 records: 0 valid, 0 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:1: not a line of 'arbiter validate --json': longer than 1024 KiB, as none of its lines is
