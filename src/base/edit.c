#include "base/edit.h"

#include <string.h>
#include <strings.h>

size_t edit_distance(const char *a, size_t na, const char *b, size_t nb)
{
	size_t row[EDIT_MAX + 1];

	if (na > EDIT_MAX || nb > EDIT_MAX)
		return (size_t)-1;
	for (size_t j = 0; j <= nb; j++)
		row[j] = j;
	for (size_t i = 1; i <= na; i++) {
		size_t corner = row[0];
		row[0] = i;
		for (size_t j = 1; j <= nb; j++) {
			size_t up = row[j], best = corner + (a[i - 1] != b[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			corner = up;
			row[j] = best;
		}
	}
	return row[nb];
}

const char *edit_nearest(const char *word, const char *const *cands, size_t max)
{
	const char *pick = NULL;
	size_t best = max + 1, n = strlen(word);
	int ties = 0;

	for (size_t i = 0; cands[i]; i++) {
		size_t d = edit_distance(word, n, cands[i], strlen(cands[i]));
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
