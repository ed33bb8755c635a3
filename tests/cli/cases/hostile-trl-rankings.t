# a Ludii trial whose rankings= names another winner than its winner= (one
# of Ludii's own trials, its rankings= line edited): which holds cannot be
# told, unreadable as a winner= given twice is (it was passed over, the
# trial valid as winner= says); a rankings= that is no ranks is said so
$ arbiter validate tests/data/hostile/trl-rankings-otherwise.trl tests/data/hostile/trl-rankings-not-ranks.trl
? 2
> tests/data/hostile/trl-rankings-otherwise.trl #1: unreadable: the trial's rankings=0.0,1.0,2.0 names another winner than its winner=2: which holds cannot be told
> tests/data/hostile/trl-rankings-not-ranks.trl #1: unreadable: rankings=first,second is not the ranks of two players (0.0,1.0,2.0)
> 2 records: 0 valid, 0 illegal, 0 mismatched, 2 unreadable
! arbiter: tests/data/hostile/trl-rankings-otherwise.trl:18:1: the trial's rankings=0.0,1.0,2.0 names another winner than its winner=2: which holds cannot be told
!   rankings=0.0,1.0,2.0
!   ^
! arbiter: tests/data/hostile/trl-rankings-not-ranks.trl:18:1: rankings=first,second is not the ranks of two players (0.0,1.0,2.0)
!   rankings=first,second
!   ^
