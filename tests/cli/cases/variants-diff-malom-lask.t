# Malom's lask against its std: ten pieces, a slide in place of a placement, and flying counted on board and hand whatever the hand holds
$ arbiter variants diff malom-std malom-lask
? 0
> pieces: 9 -> 10
> rules.placing.may_move: false -> true
> rules.flying: {enabled: true, at: 3, hand: own, count: board, from: ""} -> {enabled: true, at: 3, hand: any, count: board-and-hand, from: ""}
