/* compare: where the verdicts of one record under several rule sets part. */
#ifndef ARB_COMPARE_H
#define ARB_COMPARE_H

#include <stddef.h>

#include "core/referee.h"

/* Do the verdicts differ in status, result, termination or plies? */
int cmp_diverges(const verdict *vs, size_t n);

/* The first ply at which they part, and what happens there under each rule
 * set, in words: "under stockboi-dokuz-tas the game ends 1/2-1/2 by
 * move-limit (60 moves without a removal); under baazitoo-dooz play goes
 * on". Returns the ply (0: before any move), or -1 when they do not part. */
int cmp_first_divergence(const verdict *vs, size_t n, char *msg, size_t len);

/* When the rule set a record names (tagged) is for another game than the
 * one it is refereed under (used), or for other equipment (a data option
 * such as the board), says so in words ("the record is for
 * three-mens-morris: board three-diagonal, not nine") and returns 1. */
int cmp_foreign(const variant *used, const variant *tagged, char *out, size_t n);

/* Same outcome: status, result, termination and points. */
int cmp_same_outcome(const verdict *a, const verdict *b);

#endif
