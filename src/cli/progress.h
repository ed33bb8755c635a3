/* progress: files and records done, and the rate, on standard error while a
 * run lasts, when standard error is a terminal and the run has taken more
 * than a second; nothing otherwise. The line makes way for anything else
 * written to the terminal: progress_init puts standard output and error
 * behind streams that clear it first (cli/streams.h). */
#ifndef ARB_PROGRESS_H
#define ARB_PROGRESS_H

#include <stdio.h>

typedef struct progress {
	int on;       /* standard error is a terminal, and the run reports there */
	double start, last;
	long files, records;
} progress;

/* Once, at start: standard output and error become our streams
 * (cli/streams.h), which clear the progress line before they write when
 * standard error is a terminal. */
void progress_init(void);
/* A run over the inputs whose messages go to err. */
void progress_start(progress *p, FILE *err);
/* After a record, and after a file. */
void progress_record(progress *p);
void progress_file(progress *p);
/* At the end: the line goes. */
void progress_end(progress *p);

#endif
