#include "formats/reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "formats/flat.h"
#include "formats/json.h"
#include "formats/lines.h"
#include "formats/mat.h"
#include "formats/sgf.h"
#include "formats/tagged.h"

struct rec_reader {
	rec_format fmt;
	const char *name;
	int binary;        /* the input is not text: one unreadable record, then the end */
	long binary_line, binary_col;
	tagged_reader *tagged;
	json_reader *json;
	flat_reader *flat;
	mat_reader *mat;
	sgf_reader *sgf;
	int error; /* the first line could not be read: errno */
};

static int blank(const char *p, ssize_t n)
{
	for (ssize_t i = 0; i < n; i++)
		if (!isspace((unsigned char)p[i]))
			return 0;
	return 1;
}

/* The column of the first byte no text file has (a NUL or another control
 * character but tab and line ends), or 0. */
static long control(const char *p, ssize_t n)
{
	for (ssize_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)p[i];
		if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v') ||
		    c == 0x7f)
			return (long)i + 1;
	}
	return 0;
}

static rec_format detect(const char *p, ssize_t n)
{
	ssize_t i = 0, k;

	if (n >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0)
		i = 3;
	while (i < n && isspace((unsigned char)p[i]))
		i++;
	if (i < n && p[i] == '[')
		return FMT_TAGGED;
	if (i < n && p[i] == '{')
		return FMT_JSON;
	if (i + 1 < n && p[i] == '(' && p[i + 1] == ';')
		return FMT_SGF;
	if (mat_detect(p, (size_t)n))
		return FMT_MAT;
	for (k = i; k < n && isdigit((unsigned char)p[k]); k++)
		;
	/* "1." then a space, more dots or a move: a move number */
	if (k > i && k < n && p[k] == '.' &&
	    (k + 1 == n || isspace((unsigned char)p[k + 1]) || p[k + 1] == '.' ||
	     isalpha((unsigned char)p[k + 1])))
		return FMT_TAGGED;
	return FMT_FLAT;
}

rec_reader *reader_open(FILE *f, const char *name, rec_format fmt, int fields)
{
	rec_reader *r = calloc(1, sizeof *r);
	lines src = { .f = f };
	int got;

	if (!r)
		return NULL;
	if (fmt == FMT_AUTO) {
		int too_long = 0;
		/* the format from the first line that is not blank; a line too
		 * long to hold is passed over, and the reader says it, as a
		 * record, before the line the format came from */
		while ((got = lines_next(&src)) == -3 || (got == 1 && blank(src.p, src.len)))
			too_long |= got == -3;
		if (got == -2)
			r->error = errno ? errno : EIO;
		src.again = got == 1;
		src.long_again = too_long;
		fmt = got == 1 ? detect(src.p, src.len) : FMT_TAGGED;
		if (got == 1 && (r->binary_col = control(src.p, src.len))) {
			r->binary = 1;
			r->binary_line = src.no;
		}
	}
	r->fmt = fmt;
	r->name = name;
	if (fmt == FMT_JSON)
		r->json = json_open_lines(&src, name);
	else if (fmt == FMT_MAT)
		r->mat = mat_open_lines(&src, name);
	else if (fmt == FMT_SGF)
		r->sgf = sgf_open_lines(&src, name);
	else if (fmt == FMT_FLAT)
		r->flat = flat_open_lines(&src, name, fields);
	else
		r->tagged = tagged_open_lines(&src, name);
	if (!r->json && !r->tagged && !r->flat && !r->mat && !r->sgf) {
		lines_free(&src);
		free(r);
		return NULL;
	}
	return r;
}

void reader_close(rec_reader *r)
{
	if (r) {
		json_close(r->json);
		mat_close(r->mat);
		sgf_close(r->sgf);
		tagged_close(r->tagged);
		flat_close(r->flat);
		free(r);
	}
}

int reader_next(rec_reader *r, record *rec, diag *d)
{
	int got;

	if (r->error) {
		diag_clear(d);
		diag_set(d, "io", "read error: %s", strerror(r->error));
		return -2;
	}
	if (r->binary) {
		if (r->binary++ > 1)
			return 0;
		rec_clear(rec);
		rec->file = r->name;
		rec->index = 1;
		rec->line = r->binary_line;
		diag_clear(d);
		diag_at(d, r->name, r->binary_line, r->binary_col);
		diag_set(d, "binary", "binary data, not text: nothing here is read as records");
		return -1;
	}
	got = r->json ? json_read(r->json, rec, d) : r->flat ? flat_read(r->flat, rec, d) :
	      r->mat ? mat_read(r->mat, rec, d) : r->sgf ? sgf_read(r->sgf, rec, d) :
	      tagged_read(r->tagged, rec, d);
	rec->format = r->fmt;
	return got;
}
