# a suggestion after a message that ends with a remark in brackets goes into the same pair: one pair of brackets to a message
$ arbiter validate -
< [Variant "lasker"]
<
< 1. d7 g1 2. d7-a4 *
? 1
> <stdin> #1: illegal at ply 3, d7-a4: a4 is not next to d7 (no flying while placing; did you mean d7-a7?) [lasker]
> 1 record: 0 valid, 1 illegal, 0 mismatched, 0 unreadable
! arbiter: <stdin>:3:13: a4 is not next to d7 (no flying while placing; did you mean d7-a7?)
!   1. d7 g1 2. d7-a4 *
!               ^
