/* flat: one game per line, the moves alone, separated by spaces or commas,
 * as engine logs and coordinate lists write them; an optional result
 * (1-0, 0-1, 1/2-1/2, *) may end the line. No tags, no comments.
 *
 *   e5 e6 b8 d6 c9 ...
 *   4 4, 3 3, 0 0, ...        (a move of two words: -n codingame)
 */
#ifndef ARB_FLAT_H
#define ARB_FLAT_H

#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "core/record.h"
#include "formats/format.h"
#include "formats/lines.h"

typedef struct flat_reader flat_reader;

/* fields: words in one move (1, or 2 for a row and a column); takes src over. */
flat_reader *flat_open_lines(lines *src, const char *name, int fields);
void flat_close(flat_reader *rd);
/* As tagged_read: 1 a record, 0 the end, -1 an unreadable record, -2 a read error. */
int flat_read(flat_reader *rd, record *rec, diag *d);

/* Appends the record as one line: its plies up to element o->upto, then
 * the result (o->result, else the record's) if any; o->sep separates the
 * moves (NULL: a space). The format's writer (formats/format.h); state and
 * d are not used. */
int flat_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d);

#endif
