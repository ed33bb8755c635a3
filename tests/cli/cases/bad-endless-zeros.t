# a device of zeros, named or on standard input, is binary at its first
# byte: said at once, never read on (its line has no end); the timeout
# stands for "never returns"
$ timeout 20 "$ARBITER" validate /dev/zero; timeout 20 "$ARBITER" validate -j 2 - < /dev/zero
? 2
> /dev/zero #1: unreadable: binary data, not text: nothing here is read as records
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
> <stdin> #1: unreadable: binary data, not text: nothing here is read as records
> 1 record: 0 valid, 0 illegal, 0 mismatched, 1 unreadable
! arbiter: /dev/zero:1:1: binary data, not text: nothing here is read as records
! arbiter: <stdin>:1:1: binary data, not text: nothing here is read as records
