# the rarer option families in variants diff: Shah against Ludii's nine men's morris, Mul-Mulan against the engine's Twelve Men's Morris, the Arde Lucus mill against the common rules
$ arbiter variants diff nine-mens-morris-ludii shah && arbiter variants diff sanmill-twelve-mens-morris sanmill-app-mul-mulan && arbiter variants diff nine-mens-morris arde-lucus
? 0
> pieces: 9 -> 12
> rules.placing.mill: remove -> first-mill-decides
> rules.flying: {enabled: true, at: 3, hand: own, count: board, from: ""} -> {enabled: false, at: 3, hand: own, count: board, from: ""}
> rules.removal.from_mills: when-all-in-mills -> always
> rules.blocked: passes -> opponent-unblocks
> pieces: 12 -> 9
> rules.flying: {enabled: true, at: 3, hand: own, count: board, from: ""} -> {enabled: false, at: 3, hand: own, count: board, from: ""}
> rules.removal.from_mills: when-all-in-mills -> always
> rules.capture.intervention: {phases: none, lines: all, at_three: false} -> {phases: both, lines: all, at_three: false}
> rules.moving.cooldown: {count: 0, unit: plies} -> {count: 3, unit: plies}
> rules.flying: {enabled: true, at: 3, hand: both, count: board, from: ""} -> {enabled: false, at: 3, hand: both, count: board, from: ""}
