# a .mat claim whose points are no number in digits ("Wins 2e3 points",
# "Wins -2 points", "Losses 0x2 points"): the game is unreadable, said at
# the points ("2e3" was read as a claim of 2, the game valid; GNU Backgammon
# reads no claim and writes "Wins 2 points" back)
$ t=$(mktemp -d) && f=records/backgammon/gnubg-5-point-match.mat && sed '19s/Wins 2 points/Wins 2e3 points/' $f > $t/wins.mat && sed '19s/Wins 2 points/Wins -2 points/' $f > $t/minus.mat && sed '19s/Drops                       Wins 2 points/Drops  Losses 0x2 points/' $f > $t/losses.mat && cd $t && for x in wins minus losses; do arbiter validate $x.mat 2>&1 | sed -n '1,4p'; echo "exit ${PIPESTATUS[0]}"; done; cd / && rm -rf $t
? 0
> wins.mat #1: unreadable: the Wins line's number of points '2e3' is no number written in digits: what it means cannot be told
> arbiter: wins.mat:19:40: the Wins line's number of points '2e3' is no number written in digits: what it means cannot be told
>    13)  Drops                       Wins 2e3 points 
>                                          ^
> exit 2
> minus.mat #1: unreadable: the Wins line's number of points '-2' is no number written in digits: what it means cannot be told
> arbiter: minus.mat:19:40: the Wins line's number of points '-2' is no number written in digits: what it means cannot be told
>    13)  Drops                       Wins -2 points 
>                                          ^
> exit 2
> losses.mat #1: unreadable: the Losses line's number of points '0x2' is no number written in digits: what it means cannot be told
> arbiter: losses.mat:19:21: the Losses line's number of points '0x2' is no number written in digits: what it means cannot be told
>    13)  Drops  Losses 0x2 points 
>                       ^
> exit 2
