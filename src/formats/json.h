/* json: the canonical JSON form of a record, one record per line (JSON
 * Lines), so that archives can be split and streamed by line-oriented tools:
 *
 *   {"game":"morris","variant":"nine-mens-morris","notation":"algebraic",
 *    "tags":[["Event","Club"],["White","Ali"]],
 *    "movetext":[["move","d6"],["move","a1"],["comment","a mill"],
 *                ["nag","$3"],["variation","(2... g1)"],["result","1-0"]]}
 *
 * Moves are whole plies in the named notation, with the player (0 or 1) as a
 * third item where the record says who moved (backgammon, a Ludii trial, a
 * game played through the library), which the game holds to the side to
 * move; comments are their text without the braces. */
#ifndef ARB_JSON_H
#define ARB_JSON_H

#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "core/record.h"
#include "formats/format.h"
#include "formats/lines.h"

typedef struct json_reader json_reader;

json_reader *json_open(FILE *f, const char *name, long first_line);
json_reader *json_open_lines(lines *src, const char *name); /* takes src over */
void json_close(json_reader *rd);
/* As tagged_read: 1 a record, 0 the end, -1 an unreadable record, -2 a read error. */
int json_read(json_reader *rd, record *rec, diag *d);

/* Appends one line: o->game, o->variant and o->notation name the record;
 * o->stop adds a last comment and o->result forces the result. The
 * format's writer (formats/format.h); state is not used. */
int json_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d);

#endif
