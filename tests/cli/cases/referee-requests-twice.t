# a request that gives a key twice is refused (the last value was taken:
# which one is meant?); a seed past 2^64 is a usage error (it was taken as
# 2^64 - 1); an answer no one reads is a write error, status 2 (the
# referee died of SIGPIPE, status 141)
$ arbiter referee; arbiter referee --seed=99999999999999999999999 < /dev/null; echo "status $?"; yes '{"legal":true}' | head -n 5000 | arbiter referee 2>&1 | head -c 1 > /dev/null; echo "status ${PIPESTATUS[2]}"
< {"move":"a1","move":"d7"}
? 0
> {"ok":false,"error":{"code":"bad-json","message":"not JSON (column 19): duplicate object key near '\"move\"'"}}
> status 2
> status 2
! arbiter: referee: --seed takes a number from 0, not '99999999999999999999999'
! Try 'arbiter referee --help' for more information.
