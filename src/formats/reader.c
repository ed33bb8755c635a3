#include "formats/reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/jsonw.h"
#include "formats/format.h"
#include "formats/lines.h"

/* The first line, where the format reads it in parts and it is longer
 * than its first: what control() looks for in a first line is looked for
 * in each part as the format's reader takes it (lines.h, tap), and said
 * once the line's record is read, in its stead. */
typedef struct first_look {
	int on;
	long line;
	long nul, ctl;             /* columns of the first NUL byte, control character; 0 none */
	size_t seen;               /* the line's bytes looked at */
	int bad;                   /* not UTF-8 */
	unsigned char carry[4];    /* a UTF-8 sequence the last part's end cut: */
	size_t ncarry, need;       /* its bytes so far, and its length */
} first_look;

struct rec_reader {
	const rec_fmt *fmt;
	void *rd;          /* the format's reader */
	const char *name;
	/* the input is not records: one unreadable record, then the end */
	int refused;
	long refused_line, refused_col;
	const char *refused_code;
	int wide; /* refused as binary, it is UTF-16 or UTF-32 text: 16 or 32, else 0 */
	const char *packed; /* refused as binary, it is a compressed file or archive: what to do */
	int error; /* the first line could not be read: errno */
	first_look look;
};

/* A compressed file or an archive, by its first bytes: what it is and how
 * to read its records; NULL for other data. */
static const char *packed(const char *p, size_t n)
{
	static const struct {
		const char *magic;
		size_t len;
		const char *say;
	} kinds[] = {
		{ "\x1f\x8b", 2, "a gzip file, not text: nothing here is read as records "
			"(uncompress it first: zcat FILE | arbiter validate -)" },
		{ "PK\x03\x04", 4, "a zip archive, not text: nothing here is read as records "
			"(unzip it first, then name the folder)" },
		{ "BZh", 3, "a bzip2 file, not text: nothing here is read as records "
			"(uncompress it first: bzcat FILE | arbiter validate -)" },
		{ "\xfd" "7zXZ", 5, "an xz file, not text: nothing here is read as records "
			"(uncompress it first: xzcat FILE | arbiter validate -)" },
		{ "\x28\xb5\x2f\xfd", 4, "a zstd file, not text: nothing here is read as records "
			"(uncompress it first: zstdcat FILE | arbiter validate -)" },
		{ "7z\xbc\xaf\x27\x1c", 6, "a 7-Zip archive, not text: nothing here is read as records "
			"(unpack it first, then name the folder)" },
	};

	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (n >= kinds[i].len && !memcmp(p, kinds[i].magic, kinds[i].len))
			return kinds[i].say;
	return NULL;
}

static int blank(const char *p, ssize_t n)
{
	for (ssize_t i = 0; i < n; i++)
		if (!isspace((unsigned char)p[i]))
			return 0;
	return 1;
}

/* The column where the first line shows the input is not text, or 0
 * (fmt_binary_line: the writers keep to the same test). A control
 * character in UTF-8 text (a name with ESC[8m, as convert writes it) is
 * text: the readers take it there as on any later line. */
static long control(const char *p, ssize_t n)
{
	return n > 0 ? fmt_binary_line(p, (size_t)n) : 0;
}

/* Bytes control() stops at: a NUL, a control character, and, for UTF-8,
 * any byte past ASCII. */
static const unsigned char notable[256] = {
	[0] = 1, [1] = 1, [2] = 1, [3] = 1, [4] = 1, [5] = 1, [6] = 1, [7] = 1, [8] = 1,
	[14] = 1, [15] = 1, [16] = 1, [17] = 1, [18] = 1, [19] = 1, [20] = 1, [21] = 1,
	[22] = 1, [23] = 1, [24] = 1, [25] = 1, [26] = 1, [27] = 1, [28] = 1, [29] = 1,
	[30] = 1, [31] = 1, [0x7f] = 1,
	[0x80 ... 0xff] = 1,
};

/* control(), a part at a time (lines.h, tap): the same columns, and
 * whether the whole line is UTF-8, kept in r->look. */
static void look_at(void *arg, const char *s, size_t n)
{
	first_look *f = &((rec_reader *)arg)->look;
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0;

	if (!f->on || f->nul)
		return;
	while (i < n) {
		unsigned c = u[i];
		if (f->ncarry) { /* a sequence the last part cut: its next byte */
			if ((c & 0xC0) != 0x80) {
				f->bad = 1;
				f->ncarry = 0;
				continue;
			}
			f->carry[f->ncarry++] = u[i++];
			if (f->ncarry == f->need) {
				f->bad |= !jw_utf8((const char *)f->carry, f->need);
				f->ncarry = 0;
			}
			continue;
		}
		/* eight bytes at a time while none is: none past ASCII, none
		 * below 0x20, none 0x7f (a test of each byte's high bit) */
		while (i + 8 <= n) {
			uint64_t x, y;
			memcpy(&x, u + i, 8);
			y = x ^ 0x7f7f7f7f7f7f7f7fULL;
			if ((x | ((x - 0x2020202020202020ULL) & ~x) | ((y - 0x0101010101010101ULL) & ~y)) &
			    0x8080808080808080ULL)
				break;
			i += 8;
		}
		while (i < n && !notable[u[i]])
			i++;
		if (i == n)
			break;
		c = u[i];
		if (!c) {
			f->nul = (long)(f->seen + i) + 1;
			return;
		}
		if (c < 0x80) {
			if (!f->ctl)
				f->ctl = (long)(f->seen + i) + 1;
			i++;
			continue;
		}
		{
			size_t len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 :
				     c >= 0xF0 && c <= 0xF4 ? 4 : 0;
			if (len && n - i < len) { /* cut: checked as its bytes come */
				size_t k = 1;
				while (i + k < n && (u[i + k] & 0xC0) == 0x80)
					k++;
				if (i + k < n) { /* cut short, not by the part's end */
					f->bad = 1;
					i++;
					continue;
				}
				memcpy(f->carry, u + i, k);
				f->ncarry = k;
				f->need = len;
				i = n;
				break;
			}
			if (!len || !jw_utf8(s + i, len)) {
				f->bad = 1;
				i++;
				continue;
			}
			i += len;
		}
	}
	f->seen += n;
}

/* Is the line handed out blank? One in parts is held on while it is, up
 * to its first byte that is not (a part all blank says nothing yet): 1
 * blank, 0 not, or what lines_more said. */
static int blank_line(lines *src)
{
	int got;

	while (blank(src->p, src->len)) {
		if (!src->more)
			return 1;
		if ((got = lines_more(src, (size_t)src->len)) != 1)
			return got;
	}
	return 0;
}

/* The next line that is not blank, given back (again): 1, 0 the end, -2
 * a read error; lines too long to hold are passed over (*too_long). */
static int first_line(lines *src, int *too_long)
{
	int got, b;

	for (;;) {
		if ((got = lines_next(src)) == 1 && (b = blank_line(src)) != 0) {
			if (b == 1)
				continue;
			got = b;
		}
		if (got != -3)
			break;
		*too_long = 1;
	}
	src->again = got == 1;
	return got;
}

/* The input is not records: said at line, col. */
static void refuse(rec_reader *r, const char *code, long line, long col)
{
	r->refused = 1;
	r->refused_code = code;
	r->refused_line = line;
	r->refused_col = col;
}

/* The format from the file's first block, then the first line that is not
 * blank, which the format's reader starts with; a line too long to hold is
 * passed over, and the reader says it, as a record, before that line. A
 * first line longer than a part, of a format that reads in parts, is
 * looked at as it is read (first_look). */
static const rec_fmt *find_format(rec_reader *r, lines *src, int moves_named)
{
	size_t n = 0;
	const char *head = lines_head(src, &n);
	const rec_fmt *as;
	int got, too_long = 0;
	long col;

	if (!head) {
		r->error = errno ? errno : EIO;
		return fmt_of(FMT_TAGGED);
	}
	if (!(as = fmt_detect(head, n)) && moves_named)
		as = fmt_of(FMT_FLAT);
	/* a NUL in the first line as the first block holds it: binary, said
	 * before the line is read on (a device of zeros has no line end) */
	{
		const char *nl = memchr(head, '\n', n);
		const char *z = memchr(head, '\0', nl ? (size_t)(nl - head) : n);
		if (z && n) {
			char ascii[33];
			int bits;
			r->wide = fmt_wide_text(head, n < 64 ? n : 64, ascii, &bits) ? bits : 0;
			r->packed = packed(head, n);
			refuse(r, "binary", 1, (long)(z - head) + 1);
			return as ? as : fmt_of(FMT_TAGGED);
		}
	}
	src->part = as && as->parts ? lines_part() : 0;
	got = first_line(src, &too_long);
	/* after a line too long, the first is looked at whole: the record of
	 * the one too long comes before it, and nothing may be said of it
	 * once the first is refused */
	while (got == 1 && too_long && src->more)
		if ((got = lines_more(src, (size_t)src->len)) == -3)
			got = first_line(src, &too_long);
	if (got == -2)
		r->error = errno ? errno : EIO;
	src->long_again = too_long;
	if (got == 1 && src->more) {
		r->look = (first_look){ .on = 1, .line = src->no };
		look_at(r, src->p, (size_t)src->len);
		if (r->look.nul) {
			r->look.on = 0;
			refuse(r, "binary", src->no, r->look.nul);
		} else {
			src->tap = look_at;
			src->tap_arg = r;
		}
	} else if (got == 1 && (col = control(src->p, src->len))) {
		r->packed = src->no == 1 ? packed(src->p, (size_t)src->len) : NULL;
		refuse(r, "binary", src->no, col);
	}
	if (got == 1 && !as && !r->refused)
		refuse(r, "not-records", src->no, 1);
	return as ? as : fmt_of(FMT_TAGGED);
}

/* The first record read, where its line was looked at as it was read: in
 * its stead, what was said of that line before it was read (find_format),
 * once the whole line is seen. A line too long to hold was passed over
 * before the first line: the line after it is looked at, and the record
 * of the one too long is said at that line. */
static int looked(rec_reader *r, record *rec, diag *d, int got)
{
	lines *src = r->rd; /* the format's lines come first (format.h) */
	first_look *f = &r->look;
	int too_long = 0, next;
	size_t part = src->part;
	long col;

	f->on = 0;
	src->tap = NULL;
	if (got == -1 && !strcmp(d->code, "too-long")) {
		src->part = 0;
		next = first_line(src, &too_long);
		src->part = part;
		if (next == -2) {
			diag_clear(d);
			return diag_set(d, "io", "read error: %s", strerror(errno ? errno : EIO)), -2;
		}
		if (next == 1 && (col = control(src->p, src->len)))
			refuse(r, "binary", src->no, col);
		else
			diag_at(d, r->name, rec->line = src->no, 1);
	} else if (got != -2 && (f->nul || (f->ctl && (f->bad || f->ncarry)))) {
		refuse(r, "binary", f->line, f->nul ? f->nul : f->ctl);
	}
	return got;
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
		if (!strcmp(r->refused_code, "binary") && r->packed)
			diag_set(d, "binary", "%s", r->packed);
		else if (!strcmp(r->refused_code, "binary") && r->wide)
			diag_set(d, "binary", "UTF-%d text, not UTF-8: nothing here is read as records "
				 "(iconv -f UTF-%d -t UTF-8 makes it UTF-8)", r->wide, r->wide);
		else if (!strcmp(r->refused_code, "binary"))
			diag_set(d, "binary", "binary data, not text: nothing here is read as records");
		else
			diag_set(d, "not-records", "not a record file: no line of it is a tag pair, "
				 "a .mat match or game, SGF, JSON or a list of moves");
		return -1;
	}
	got = r->fmt->read(r->rd, rec, d);
	if (r->look.on && (got = looked(r, rec, d, got)) != -2 && r->refused)
		return reader_next(r, rec, d); /* what was said of the first line */
	rec->format = r->fmt->id;
	return got;
}
