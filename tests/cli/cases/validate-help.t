# validate --help
$ arbiter validate --help
? 0
> Usage: arbiter validate [OPTION]... [FILE]...
> Replay every record under its rule set: report the first illegal move,
> how the game ended, and whether the record's claimed result is right.
> With no FILE, or when FILE is -, read standard input.
>
>   -V, --variant=NAME    referee under this rule set (a name or a .yaml file);
>                         default: the record's [Variant] tag, else nine-mens-morris
>   -n, --notation=NAME   read moves in this notation (the list below); default:
>                         the [Notation] tag or what the tags imply, else the
>                         game's first
>       --json            one JSON object per record (JSON Lines)
>   -j, --jobs=N          referee on N threads (default 1): small files whole,
>                         the records of large ones in batches; the report
>                         is the same as with one
>       --part=K/N        referee only the K-th of N parts of the named files,
>                         cut at records (a match stays whole) and of about
>                         equal size; the N parts' reports, one after the
>                         other, are the report of the whole (see summarize)
>   -q, --quiet           print only the errors and the summary (with --json:
>                         every record, and no summary)
>       --summary=WHAT    total (the default): one summary line at the end;
>                         files: one after each file too, then the total
>       --follow-links    in a folder, read what links point to wherever it
>                         is (each folder and file once); without it a link
>                         is read only to a file inside the folder
>   -h, --help            show this help and exit
>
> Exit status: 0 all records valid, 1 some record illegal or mismatched,
> 2 usage error, unreadable input or bad variant file.
>
> Notations, by game (-n; the first is each game's default):
>   morris     algebraic, playok, algebraic-separate, openspiel, gamesman,
>              sanmill-old, goldtoken, ludii
>   uttt       global, board-cell, codingame, index, keypad, openspiel, riddles
>   backgammon mat, sgf
>   and json: records as JSON Lines, for any game
