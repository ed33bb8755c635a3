/* tagged: the PGN-style record format morris programs export (Sanmill,
 * PlayOK): [Tag "value"] pairs, then movetext with move numbers, comments
 * {...} and ;..., NAGs, variations (...) and a result. Many records per file.
 *
 * The reader streams: one record at a time, one line buffer, memory flat
 * whatever the size of the input. */
#ifndef ARB_TAGGED_H
#define ARB_TAGGED_H

#include <stdio.h>

#include "base/diag.h"
#include "core/record.h"
#include "formats/format.h"
#include "formats/lines.h"

enum { TAGGED_MAX_RECORD = FMT_MAX_RECORD };

typedef struct tagged_reader tagged_reader;

/* f stays the caller's; name is borrowed for reports; first_line is the
 * number of the line f starts at. NULL when out of memory. */
tagged_reader *tagged_open(FILE *f, const char *name, long first_line);
/* The same from a line source, whose pending line (if any) comes first; the
 * reader takes the source over. */
tagged_reader *tagged_open_lines(lines *src, const char *name);
void tagged_close(tagged_reader *rd);

/* Reads the next record into rec: 1 = a record, 0 = end of input, -1 = the
 * record is unreadable (d says where and why; rec keeps its index, and the
 * next call goes on with the record after it), -2 = a read error. */
int tagged_read(tagged_reader *rd, record *rec, diag *d);

/* For tests: where set, the reader reads every movetext word by word(),
 * the way words_read's usual words (tagged.c) were read before it, and
 * every line on its own (no lines_read); the elements must be the same. */
extern int tagged_word_by_word;

/* Appends a record in canonical form: tags (each of o->set given its
 * value, replacing the tag or added after the others; a NULL value drops
 * it), a
 * blank line, movetext with a move number before each white ply, comments,
 * NAGs and variations where they stood, o->stop as a last comment, the
 * result (o->result, else the record's), a blank line. The format's
 * writer (formats/format.h); state and d are not used. */
int tagged_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d);

#endif
