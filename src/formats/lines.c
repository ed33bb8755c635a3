#include "formats/lines.h"

#include <errno.h>
#include <stdlib.h>

int lines_next(lines *l)
{
	if (l->again) {
		l->again = 0;
		return 1;
	}
	errno = 0;
	l->len = getline(&l->p, &l->cap, l->f);
	if (l->len < 0)
		return ferror(l->f) ? -2 : 0;
	l->no++;
	return 1;
}

void lines_free(lines *l)
{
	free(l->p);
	l->p = NULL;
	l->cap = 0;
}
