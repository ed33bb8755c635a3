/* edit: how far apart two short strings are, for "did you mean" (edit.c). */
#ifndef ARB_EDIT_H
#define ARB_EDIT_H

#include <stddef.h>

enum { EDIT_MAX = 64 };

/* Insertions, deletions and substitutions from a to b; a large number when
 * either is longer than EDIT_MAX. */
size_t edit_distance(const char *a, size_t na, const char *b, size_t nb);

/* edit_distance where only a distance up to bound matters: that distance,
 * or bound + 1 for any greater one (and where either is longer than
 * EDIT_MAX). Within one edit it costs a comparison of the two strings, not
 * a table: a suggestion for each illegal move of a file pays it. */
size_t edit_within(const char *a, size_t na, const char *b, size_t nb, size_t bound);

/* The one candidate (NULL-terminated list) nearest to word, within max
 * edits and nearer than any other; NULL when none is, or two are as near. */
const char *edit_nearest(const char *word, const char *const *cands, size_t max);

/* The candidate that starts with word (in any case) and is longer, when
 * every other that does starts with it in turn (stockboi: stockboi-dokuz-tas;
 * nine-mens: nine-mens-morris, not nine-mens-morris-ludii); NULL when none
 * does, or two that do part ways (five-mens: five-mens-morris-murray and
 * five-mens-morris-cyningstan). */
const char *edit_prefix(const char *word, const char *const *cands);

/* What "did you mean" names: the candidate word starts (edit_prefix), else
 * the nearest (edit_nearest, within max edits); NULL for none. With many
 * names, many are a few edits from the start of another. */
const char *edit_suggest(const char *word, const char *const *cands, size_t max);

#endif
