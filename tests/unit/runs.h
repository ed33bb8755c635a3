/* A notation's run (games/game.h's game_notation.run) against the usual
 * path, for the unit tests of the games that have one: a line played by
 * the run, the usual path taking the word it stops at, as the referee's
 * spanned does, beside the same line played word by word. */
#ifndef ARB_UNIT_RUNS_H
#define ARB_UNIT_RUNS_H

#include "unit.h"

#include "base/diag.h"
#include "games/game.h"

/* A notation's run, and the usual path's decode and play of one word
 * (0, or not 0 where it is refused, d saying why). */
typedef int (*unit_run)(void *st, const char *text, size_t len, const unsigned char blank[256],
			size_t *at, diag *d);
typedef int (*unit_word)(void *st, const char *w, size_t n, diag *d);

/* How the runs of a test ended: to show that each way was met. */
typedef struct unit_run_counts {
	int stops, refusals, whole;
} unit_run_counts;

/* Plays text[from, len) word by word through word: 1 at the first word
 * refused, *at its offset and d why; 0 where every word was played. */
static inline int unit_words(void *st, unit_word word, const unsigned char blank[256],
			     const char *text, size_t from, size_t len, size_t *at, diag *d)
{
	for (size_t p = from; p < len;) {
		size_t w;
		while (p < len && blank[(unsigned char)text[p]])
			p++;
		for (w = p; p < len && !blank[(unsigned char)text[p]]; p++)
			;
		if (p == w)
			break;
		if (word(st, text + w, p - w, d)) {
			*at = w;
			return 1;
		}
	}
	return 0;
}

/* Plays text[0, len) by run, each word it stops at by word, and the rest
 * by run again: 1 at a word refused (by either), *at its offset and d why;
 * 0 where every word was played. A stop must be at a word. */
static inline int unit_run_line(void *st, unit_run run, unit_word word,
				const unsigned char blank[256], const char *text, size_t len,
				size_t *at, diag *d, unit_run_counts *c)
{
	for (size_t from = 0, stop = 0;; from = stop) {
		int rc;
		size_t end;
		while (from < len && blank[(unsigned char)text[from]])
			from++;
		if (from == len)
			return 0;
		rc = run(st, text + from, len - from, blank, &stop, d);
		if (rc == GAME_RUN_ALL) {
			c->whole++;
			return 0;
		}
		stop += from;
		if (rc == GAME_RUN_REFUSED) {
			c->refusals++;
			*at = stop;
			return 1;
		}
		assert_int_equal(rc, GAME_RUN_STOP);
		c->stops++;
		/* the word it stopped at, alone */
		for (end = stop; end < len && !blank[(unsigned char)text[end]]; end++)
			;
		assert_true(end > stop);
		if (unit_words(st, word, blank, text, stop, end, at, d))
			return 1;
		stop = end;
	}
}

/* The two ways of playing a line ended alike: both played it, or both
 * refused the same word for the same reason. */
static inline void unit_same_end(int got_a, int got_b, size_t at_a, size_t at_b, const diag *da,
				 const diag *db)
{
	assert_int_equal(got_a, got_b);
	if (got_a) {
		assert_int_equal(at_a, at_b);
		assert_string_equal(da->code, db->code);
		assert_string_equal(da->msg, db->msg);
	}
}

#endif
