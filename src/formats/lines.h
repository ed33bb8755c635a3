/* lines: a stream read line by line, with one line of look-ahead that can
 * be given back, so a reader can be chosen from the first line and start
 * with it. One buffer, reused for every line. */
#ifndef ARB_LINES_H
#define ARB_LINES_H

#include <stdio.h>
#include <sys/types.h>

typedef struct lines {
	FILE *f;
	char *p;        /* the current line, with its newline */
	size_t cap;
	ssize_t len;
	long no;        /* its number, from 1 */
	int again;      /* the next lines_next returns this line again */
} lines;

/* 1 a line, 0 the end, -2 a read error (errno says which). */
int lines_next(lines *l);
void lines_free(lines *l);

#endif
