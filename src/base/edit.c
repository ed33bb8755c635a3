#include "base/edit.h"

#include <stdint.h>
#include <string.h>
#include <strings.h>

/* Myers' bit-vector method (as Hyyrö states it for whole strings): one
 * machine word holds the column of the edit table for each letter of b as
 * bits of its vertical steps (+1, -1) down a's letters, so a column costs a
 * few word operations rather than na cells. The answer is the plain table's. */
size_t edit_distance(const char *a, size_t na, const char *b, size_t nb)
{
	uint64_t eq[256], pv, mv = 0, top;
	size_t d = na;

	if (na > EDIT_MAX || nb > EDIT_MAX)
		return (size_t)-1;
	if (na == 0)
		return nb;
	for (size_t j = 0; j < nb; j++)
		eq[(unsigned char)b[j]] = 0;
	for (size_t i = 0; i < na; i++)
		eq[(unsigned char)a[i]] = 0;
	for (size_t i = 0; i < na; i++)
		eq[(unsigned char)a[i]] |= (uint64_t)1 << i;
	pv = na == 64 ? ~(uint64_t)0 : ((uint64_t)1 << na) - 1;
	top = (uint64_t)1 << (na - 1);
	for (size_t j = 0; j < nb; j++) {
		uint64_t e = eq[(unsigned char)b[j]], xv = e | mv;
		uint64_t xh = (((e & pv) + pv) ^ pv) | e;
		uint64_t ph = mv | ~(xh | pv), mh = pv & xh;
		d += (ph & top) != 0;
		d -= (mh & top) != 0;
		ph = ph << 1 | 1; /* the table's first row climbs by one a letter */
		mh <<= 1;
		pv = mh | ~(xv | ph);
		mv = ph & xv;
	}
	return d;
}

/* Whether a[0, n) and b[0, n) are the same: the few bytes of a move, for
 * less than a call of memcmp costs. */
static int same(const char *a, const char *b, size_t n)
{
	while (n && *a == *b)
		a++, b++, n--;
	return n == 0;
}

/* Whether a and b are at most one edit apart (0 or 1), else 2: the first
 * place they part, then the rest after one substitution, insertion or
 * deletion there; no table. */
static size_t within_one(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i = 0;

	while (i < na && i < nb && a[i] == b[i])
		i++;
	if (i == na && i == nb)
		return 0;
	if (na == nb)
		return same(a + i + 1, b + i + 1, na - i - 1) ? 1 : 2;
	if (na == nb + 1)
		return same(a + i + 1, b + i, nb - i) ? 1 : 2;
	if (nb == na + 1)
		return same(a + i, b + i + 1, na - i) ? 1 : 2;
	return 2;
}

/* The letters of s as bits, a letter's low six bits its place (letters that
 * share a place count as one: the bound below only grows weaker). */
static uint64_t letters(const char *s, size_t n)
{
	uint64_t m = 0;

	for (size_t i = 0; i < n; i++)
		m |= (uint64_t)1 << (s[i] & 63);
	return m;
}

/* How many letters of a are nowhere in b (of b's letters, the set has):
 * each must be replaced or deleted. */
static size_t strangers(const char *a, size_t na, uint64_t in_b)
{
	size_t k = 0;

	for (size_t i = 0; i < na; i++)
		k += !(in_b >> (a[i] & 63) & 1);
	return k;
}

size_t edit_within(const char *a, size_t na, const char *b, size_t nb, size_t bound)
{
	size_t d;

	/* the lengths' difference is a lower bound of the distance */
	if (na > EDIT_MAX || nb > EDIT_MAX || (na > nb ? na - nb : nb - na) > bound)
		return bound + 1;
	if (bound == 0)
		return na == nb && same(a, b, na) ? 0 : 1;
	if (bound == 1)
		return within_one(a, na, b, nb);
	/* what the two start and end with alike takes no edit: a move and the
	 * one written near it share most of their text (the roll, a step), so
	 * what follows looks at the parts that differ alone */
	for (; na && nb && *a == *b; a++, b++)
		na--, nb--;
	while (na && nb && a[na - 1] == b[nb - 1])
		na--, nb--;
	/* what is left of a short move, its first and last letters told
	 * apart: one letter or none on a side costs the other's length, less
	 * one where it holds that letter; two letters against two, or three
	 * alike in the middle, two replacements (one edit cannot part both
	 * ends of two strings of a length) */
	if (na <= 1 || nb <= 1) {
		const char *s = na <= 1 ? b : a, *one = na <= 1 ? a : b;
		size_t ns = na <= 1 ? nb : na, k = na <= 1 ? na : nb, held = 0;
		for (size_t i = 0; k && i < ns && !held; i++)
			held = s[i] == one[0];
		d = ns + k - 2 * held - (k && ns && !held);
		return d > bound ? bound + 1 : d;
	}
	if (na == nb && (na == 2 || (na == 3 && a[1] == b[1])))
		return bound < 2 ? bound + 1 : 2;
	/* a letter of one that the other lacks costs an edit, and one edit
	 * (a replacement) serves at most one of each: most moves of a list
	 * are told from what was written here, before any table */
	if (strangers(a, na, letters(b, nb)) > bound || strangers(b, nb, letters(a, na)) > bound)
		return bound + 1;
	d = edit_distance(a, na, b, nb);
	return d > bound ? bound + 1 : d;
}

const char *edit_nearest(const char *word, const char *const *cands, size_t max)
{
	const char *pick = NULL;
	size_t best = max + 1, n = strlen(word);
	int ties = 0;

	/* each candidate's distance found exactly up to the best so far (a
	 * tie) or max, and past that only said to be farther: most names are
	 * told apart by their lengths or letters, before any table */
	for (size_t i = 0; cands[i]; i++) {
		size_t d = edit_within(word, n, cands[i], strlen(cands[i]), best <= max ? best : max);
		if (d < best) {
			best = d;
			pick = cands[i];
			ties = 0;
		} else if (d == best) {
			ties++;
		}
	}
	return ties ? NULL : pick;
}

const char *edit_prefix(const char *word, const char *const *cands)
{
	const char *pick = NULL;
	size_t n = strlen(word);

	/* the shortest name that starts with word */
	for (size_t i = 0; n && cands[i]; i++)
		if (strlen(cands[i]) > n && strncasecmp(cands[i], word, n) == 0 &&
		    (!pick || strlen(cands[i]) < strlen(pick)))
			pick = cands[i];
	/* ... and every other name that does starts with it: the others are
	 * rule sets named after it (nine-mens-morris-ludii) */
	for (size_t i = 0; pick && cands[i]; i++)
		if (strlen(cands[i]) > n && strncasecmp(cands[i], word, n) == 0 &&
		    strncasecmp(cands[i], pick, strlen(pick)) != 0)
			return NULL;
	return pick;
}

const char *edit_suggest(const char *word, const char *const *cands, size_t max)
{
	const char *start = edit_prefix(word, cands);

	return start ? start : edit_nearest(word, cands, max);
}
