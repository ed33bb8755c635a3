# variants diff names the new options: strict protection and flying by board and hand
$ arbiter variants diff gamesman-9mm gamesman-lasker-remaining-strict
? 0
> pieces: 9 -> 10
> rules.placing.may_move: false -> true
> rules.flying: {enabled: true, at: 3, hand: own, count: board, from: ""} -> {enabled: true, at: 3, hand: any, count: board-and-hand, from: ""}
> rules.removal.from_mills: when-all-in-mills -> never
