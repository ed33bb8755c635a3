# two UTTT rule sets
$ arbiter variants diff uttt-standard uttt-won-board-playable
? 0
> rules.sent_to_decided: free -> still-play-if-open
