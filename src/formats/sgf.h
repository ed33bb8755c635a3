/* sgf: GNU Backgammon's SGF (GM[6]): one game tree per game of a match,
 * the root node with MI[length:..][game:..][ws:..][bs:..], PW and PB (the
 * first and second player), RU (rules), RE[W+2] or RE[B+1R] (R: by
 * resignation), then one node per action: W[52mhxv] (the roll, then pairs of
 * points from the first player's side: a-x its points 1-24, y the bar, z off),
 * B[double], W[take], W[drop]. Analysis properties are not kept.
 *
 * Each game is a record, with the tags the .mat reader gives, and moves in
 * the backgammon notation "sgf". */
#ifndef ARB_SGF_H
#define ARB_SGF_H

#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "core/record.h"
#include "formats/format.h"
#include "formats/lines.h"

/* Read through the table of formats (formats/format.h: fmt_of(FMT_SGF)). */

/* For tests: set, the reader takes every property of a node by the usual
 * steps, one at a time (property(), values()), not the properties that lie
 * whole on a line where they lie (quick_props): both read alike. */
extern int sgf_props_by_steps;

/* Appends one game tree: o->moves[i] is element i in the "sgf" notation
 * (NULL: none starts there), up to element o->upto. The root comes from
 * the tags; o->resigned marks the result as won by resignation (RE[W+2R]).
 * The format's writer (formats/format.h); state and d are not used. */
int sgf_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d);

#endif
