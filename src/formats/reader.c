#include "formats/reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "formats/format.h"
#include "formats/lines.h"

struct rec_reader {
	const rec_fmt *fmt;
	void *rd;          /* the format's reader */
	const char *name;
	int binary;        /* the input is not text: one unreadable record, then the end */
	long binary_line, binary_col;
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

rec_reader *reader_open(FILE *f, const char *name, rec_format fmt, int fields)
{
	rec_reader *r = calloc(1, sizeof *r);
	lines src = { .f = f };
	const rec_fmt *as = fmt_of(fmt);
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
		as = got == 1 ? fmt_detect(src.p, (size_t)src.len) : fmt_of(FMT_TAGGED);
		if (got == 1 && (r->binary_col = control(src.p, src.len))) {
			r->binary = 1;
			r->binary_line = src.no;
		}
	}
	r->fmt = as;
	r->name = name;
	if (!(r->rd = as->open(&src, name, fields))) {
		lines_free(&src);
		free(r);
		return NULL;
	}
	return r;
}

void reader_close(rec_reader *r)
{
	if (r) {
		r->fmt->close(r->rd);
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
	got = r->fmt->read(r->rd, rec, d);
	rec->format = r->fmt->id;
	return got;
}
