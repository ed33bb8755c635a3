#include "formats/reader.h"

#include <stdlib.h>

#include "formats/json.h"
#include "formats/tagged.h"

struct rec_reader {
	tagged_reader *tagged;
	json_reader *json;
};

rec_reader *reader_open(FILE *f, const char *name, rec_format fmt)
{
	rec_reader *r = calloc(1, sizeof *r);
	long line = 1;
	int c;

	if (!r)
		return NULL;
	if (fmt == FMT_AUTO) {
		/* blank lines are nothing to either reader: skip them to see the first byte */
		while ((c = getc(f)) == ' ' || c == '\t' || c == '\r' || c == '\n')
			line += c == '\n';
		if (c != EOF)
			ungetc(c, f);
		fmt = c == '{' ? FMT_JSON : FMT_TAGGED;
	}
	if (fmt == FMT_JSON)
		r->json = json_open(f, name, line);
	else
		r->tagged = tagged_open(f, name, line);
	if (!r->json && !r->tagged) {
		free(r);
		return NULL;
	}
	return r;
}

void reader_close(rec_reader *r)
{
	if (r) {
		json_close(r->json);
		tagged_close(r->tagged);
		free(r);
	}
}

int reader_next(rec_reader *r, record *rec, diag *d)
{
	return r->json ? json_read(r->json, rec, d) : tagged_read(r->tagged, rec, d);
}
