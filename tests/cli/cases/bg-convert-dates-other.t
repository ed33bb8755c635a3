# a date of another shape than YYYY-MM-DD (SGF allows a month alone, or
# lists) is kept as written
$ printf '(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[A]PB[B]DT[2013-02]RU[Crawford]\n;W[31hefe])\n' | arbiter convert -q -t mat - | head -1
? 0
> ; [EventDate "2013-02"]
