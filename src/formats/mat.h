/* mat: Jellyfish .mat match files, as GNU Backgammon, XG, BGBlitz, the
 * sites and the transcribers write them: any comment lines, boxes or titles,
 * "; [Key "value"]" header comments, " N point match" (0: money play),
 * " Game N", a score line "name : 0    name : 0", numbered lines of actions
 * in two columns (the first player left), " Wins N points [and the match]".
 * mat.c gives the grammar in full.
 *
 * Each game is a record: its tags come from the header and the game's
 * lines ([Match] [Length] [Game] [White] [Black] [ScoreWhite] [ScoreBlack],
 * and [Result] [Points] from the "Wins" line); its moves are the actions of
 * the two columns, each marked with the player who made it. A file may hold
 * several matches: each " N point match" line starts the next. */
#ifndef ARB_MAT_H
#define ARB_MAT_H

#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "core/record.h"
#include "formats/format.h"
#include "formats/lines.h"

/* Read through the table of formats (formats/format.h: fmt_of(FMT_MAT)). */

/* Writing: the match a writer is in (and the number of its last game: one
 * not after it starts another match, as one under another rule set does),
 * so that each match gets its header. */
typedef struct mat_out {
	char file[512], match[32], variant[64];
	long game;
} mat_out;

/* Appends one game: the match header first when the record starts a match
 * (state is a mat_out, zeroed before the first record); o->moves[i] is
 * element i in the "mat" notation (NULL: none starts there), up to element
 * o->upto. A record with a set-up position is refused (d says so). The
 * format's writer (formats/format.h). */
int mat_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d);

/* Is this one of the tags the reader makes from a game's lines (Match, Game,
 * White, ScoreWhite, Points, Variant...), not a header? SGF's writer asks too. */
int mat_made_tag(const char *name, size_t n);

#endif
