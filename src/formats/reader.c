#include "formats/reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/jsonw.h"
#include "formats/format.h"
#include "formats/lines.h"

struct rec_reader {
	const rec_fmt *fmt;
	void *rd;          /* the format's reader */
	const char *name;
	/* the input is not records: one unreadable record, then the end */
	int refused;
	long refused_line, refused_col;
	const char *refused_code;
	int error; /* the first line could not be read: errno */
};

static int blank(const char *p, ssize_t n)
{
	for (ssize_t i = 0; i < n; i++)
		if (!isspace((unsigned char)p[i]))
			return 0;
	return 1;
}

/* The column where the first line shows the input is not text, or 0: a
 * NUL byte, or a control character (but tab and line ends) on a line that
 * is not UTF-8 either (random bytes hold both). A control character in
 * UTF-8 text (a name with ESC[8m, as convert writes it) is text: the
 * readers take it there as on any later line. */
static long control(const char *p, ssize_t n)
{
	long first = 0;

	for (ssize_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)p[i];
		if (!c)
			return (long)i + 1;
		if (!first && ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' &&
				c != '\v') || c == 0x7f))
			first = (long)i + 1;
	}
	return first && !jw_utf8(p, (size_t)n) ? first : 0;
}

/* The format from the file's first block, then the first line that is not
 * blank, which the format's reader starts with; a line too long to hold is
 * passed over, and the reader says it, as a record, before that line. */
static const rec_fmt *find_format(rec_reader *r, lines *src, int moves_named)
{
	size_t n = 0;
	const char *head = lines_head(src, &n);
	const rec_fmt *as;
	int got, too_long = 0;

	if (!head) {
		r->error = errno ? errno : EIO;
		return fmt_of(FMT_TAGGED);
	}
	if (!(as = fmt_detect(head, n)) && moves_named)
		as = fmt_of(FMT_FLAT);
	while ((got = lines_next(src)) == -3 || (got == 1 && blank(src->p, src->len)))
		too_long |= got == -3;
	if (got == -2)
		r->error = errno ? errno : EIO;
	src->again = got == 1;
	src->long_again = too_long;
	if (got == 1 && (r->refused_col = control(src->p, src->len))) {
		r->refused = 1;
		r->refused_code = "binary";
		r->refused_line = src->no;
	} else if (got == 1 && !as) {
		r->refused = 1;
		r->refused_code = "not-records";
		r->refused_line = src->no;
		r->refused_col = 1;
	}
	return as ? as : fmt_of(FMT_TAGGED);
}

rec_reader *reader_open(FILE *f, const char *name, rec_format fmt, int fields)
{
	rec_reader *r = calloc(1, sizeof *r);
	lines src = { .f = f };
	const rec_fmt *as = fmt_of(fmt);

	if (!r)
		return NULL;
	if (fmt == FMT_AUTO)
		as = find_format(r, &src, fields > 0);
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
	if (r->refused) {
		if (r->refused++ > 1)
			return 0;
		rec_clear(rec);
		rec->file = r->name;
		rec->index = 1;
		rec->line = r->refused_line;
		diag_clear(d);
		diag_at(d, r->name, r->refused_line, r->refused_col);
		if (!strcmp(r->refused_code, "binary"))
			diag_set(d, "binary", "binary data, not text: nothing here is read as records");
		else
			diag_set(d, "not-records", "not a record file: no line of it is a tag pair, "
				 "a .mat match or game, SGF, JSON or a list of moves");
		return -1;
	}
	got = r->fmt->read(r->rd, rec, d);
	rec->format = r->fmt->id;
	return got;
}
