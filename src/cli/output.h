/* output: a command's -o FILE, replaced whole or not at all (output.c). */
#ifndef ARB_OUTPUT_H
#define ARB_OUTPUT_H

#include <limits.h>
#include <stdio.h>
#include <sys/types.h>

typedef struct out_file {
	FILE *f;                    /* write here */
	const char *cmd, *path;     /* for messages */
	char target[PATH_MAX];      /* the file replaced (a link's target) */
	char tmp[PATH_MAX + 16];    /* the temporary file beside it */
	mode_t mode;
	int direct;                 /* a device or FIFO, written in place */
} out_file;

/* Opens path for writing, refusing a path that is one of the inputs (its
 * records would be lost if the run stopped) or a folder; prints the reason
 * and returns -1 on failure. */
int out_open(out_file *o, const char *cmd, const char *path, char *const *inputs, int ninputs);
/* Closes the output: with keep, the new content replaces the file once it
 * is out whole; without keep (the run failed), the file stays as it was.
 * Prints the reason and returns -1 when the write failed. */
int out_close(out_file *o, int keep);

#endif
