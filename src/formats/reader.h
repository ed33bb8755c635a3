/* reader: one way to read records whatever the format. The format is named
 * or found from the content of the file's first block (formats/format.h,
 * fmt_detect): '[' starts tags and a move number ("1.") starts movetext
 * (the tagged format), a first '{' a JSON line, a first '(' SGF, "; [Key",
 * " N point match", " Game N" or a numbered line of backgammon actions a
 * Jellyfish .mat file, after any comment, box or title lines; a file whose
 * first line is moves is flat; any other is not a record file (one
 * unreadable record says so).
 * Ownership: the caller keeps f; reader_close frees the reader. */
#ifndef ARB_READER_H
#define ARB_READER_H

#include <stdio.h>

#include "base/diag.h"
#include "core/record.h"

/* fields: words in one move of the flat format (1, or 2 for "row col"),
 * where a move notation was named: a file that no format takes is then
 * read as moves; 0 where none was, and such a file is refused. */
rec_reader *reader_open(FILE *f, const char *name, rec_format fmt, int fields);
void reader_close(rec_reader *r);
/* 1 a record, 0 the end, -1 an unreadable record (reading goes on), -2 a read error. */
int reader_next(rec_reader *r, record *rec, diag *d);

#endif
