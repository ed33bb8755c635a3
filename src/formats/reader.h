/* reader: one way to read records whatever the format. The format is named
 * or found from the first line that is not blank: '[' starts tags and a move
 * number ("1.") starts movetext (the tagged format), '{' a JSON line,
 * "; [" or " N point match" a Jellyfish .mat file, anything else a flat
 * line of moves.
 * Ownership: the caller keeps f; reader_close frees the reader. */
#ifndef ARB_READER_H
#define ARB_READER_H

#include <stdio.h>

#include "base/diag.h"
#include "core/record.h"

/* fields: words in one move of the flat format (1, or 2 for "row col"). */
rec_reader *reader_open(FILE *f, const char *name, rec_format fmt, int fields);
void reader_close(rec_reader *r);
/* 1 a record, 0 the end, -1 an unreadable record (reading goes on), -2 a read error. */
int reader_next(rec_reader *r, record *rec, diag *d);

#endif
