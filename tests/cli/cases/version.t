# the version
$ arbiter --version
? 0
> arbiter 0.1.0
