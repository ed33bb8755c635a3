# the start of a name is suggested before a name a few edits away
$ arbiter variants show sanmill-app-mor
? 2
! arbiter: no variant named 'sanmill-app-mor' (did you mean sanmill-app-morabaraba? see 'arbiter variants list')
