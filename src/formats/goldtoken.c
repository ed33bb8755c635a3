/* goldtoken: GoldToken's printable move lists (a game's page printed with
 * print=yes, as the Sanmill app imports them): numbered rows, a number then
 * one or two moves, tab-separated:
 *
 *   1	Place to d6	Place to f4
 *   2	Place to b4	Place to d2
 *   ...
 *   10	d6 -> d5, take f4	f4 -> f6
 *
 * A move is "Place to d6" or "d6 -> d5", each removal it earns glued to it
 * as ", take f4" (the game's "goldtoken" notation reads them). Each list is
 * a record, from its row 1 to the next list's row 1; the page's other text
 * around the rows (the title, the players, "Quick Jump") is passed over.
 * The rows say no rule set and no result. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "formats/format.h"

typedef struct gt_reader {
	lines src;
	const char *name;
	long index;
} gt_reader;

static void *open_reader(lines *src, const char *name, int fields)
{
	gt_reader *rd = calloc(1, sizeof *rd);

	(void)fields;
	if (rd) {
		rd->src = *src;
		rd->name = name;
	}
	return rd;
}

static void close_reader(void *arg)
{
	gt_reader *rd = arg;

	if (rd) {
		lines_free(&rd->src);
		free(rd);
	}
}

static const char *blanks(const char *p, const char *e)
{
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* A point: a file letter and a rank digit; past it, or NULL. */
static const char *point(const char *p, const char *e)
{
	return p + 1 < e && isalpha((unsigned char)p[0]) && p[1] >= '1' && p[1] <= '9' ? p + 2 : NULL;
}

/* A word of lower-case letters (w, n letters), case aside, then a space
 * or a tab; past it, or NULL. A byte ORed with 0x20 is w's letter only
 * when it is that letter in either case (ASCII), as strncasecmp has it in
 * the C locale, without a call a word. */
static const char *word(const char *p, const char *e, const char *w, size_t n)
{
	if ((size_t)(e - p) <= n)
		return NULL;
	for (size_t i = 0; i < n; i++)
		if (((unsigned char)p[i] | 0x20) != (unsigned char)w[i])
			return NULL;
	if (p[n] != ' ' && p[n] != '\t')
		return NULL;
	return blanks(p + n, e);
}

/* One move at p: "Place to d6", "d6 -> d5" or a removal alone ("take f4",
 * or as the game writes one glued: ", take f4"),
 * then its removals ", take f4"; past it, or NULL. Only its shape is
 * checked here: the game reads it. */
static const char *move(const char *p, const char *e)
{
	const char *q;

	if ((q = word(p, e, "place", 5)) && (q = word(q, e, "to", 2)))
		q = point(q, e);
	else if ((q = point(p, e)) != NULL) {
		q = blanks(q, e);
		q = q + 1 < e && q[0] == '-' && q[1] == '>' ? point(blanks(q + 2, e), e) : NULL;
	} else if ((q = word(*p == ',' ? blanks(p + 1, e) : p, e, "take", 4)) != NULL) {
		q = point(q, e);
	}
	while (q) { /* its removals */
		const char *r = blanks(q, e), *t;
		if (r == e || *r != ',' || !(t = word(blanks(r + 1, e), e, "take", 4)) || !(t = point(t, e)))
			break;
		q = t;
	}
	return q;
}

/* A row, as read once: its number's span and its moves' spans (at most
 * two). */
typedef struct gt_row {
	const char *num, *num_end;
	const char *at[2][2];
	int k;
} gt_row;

/* A row: a number, then one or two moves and nothing else. Fills *r and
 * returns its moves' count; 0 when it is no row. */
static int row(const char *line, size_t n, gt_row *r)
{
	const char *p = line, *e = line + n;
	int k = 0;

	while (p < e && isspace((unsigned char)*p))
		p++;
	if (p == e || !isdigit((unsigned char)*p))
		return 0;
	r->num = p;
	while (p < e && isdigit((unsigned char)*p))
		p++;
	r->num_end = p;
	if (p == e || (*p != ' ' && *p != '\t'))
		return 0;
	for (p = blanks(p, e); p < e && k < 2; p = blanks(p, e)) {
		const char *q = move(p, e);
		if (!q || (q < e && *q != ' ' && *q != '\t' && *q != '\r' && *q != '\n'))
			return 0;
		r->at[k][0] = p, r->at[k][1] = q;
		k++;
		p = q;
	}
	while (p < e && isspace((unsigned char)*p))
		p++;
	return r->k = p == e ? k : 0;
}

/* A row read is row 1, which starts a list. */
static int is_one(const gt_row *r)
{
	return r->num_end == r->num + 1 && *r->num == '1';
}

/* Where a line may be row 1, its "1" (after blanks, and a blank after
 * it); else NULL. Looked at first: every line of a file comes here. */
static inline const char *row_one(const char *line, size_t n)
{
	const char *p = line;

	while (p < line + n && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) /* isspace(), no call */
		p++;
	return p + 1 < line + n && *p == '1' && (p[1] == ' ' || p[1] == '\t') ? p : NULL;
}

/* A row that starts a list: row 1. */
static int first_row(const char *line, size_t n)
{
	gt_row r;

	return row_one(line, n) && row(line, n, &r) && is_one(&r);
}

/* The row r read from line (n bytes) added to the record: its text, its
 * number and its moves. */
static int add_row(gt_reader *rd, record *rec, const char *line, size_t n, const gt_row *r,
		   diag *d)
{
	size_t off = rec->text.len;

	if (buf_add(&rec->text, line, n) || buf_add(&rec->text, "\n", 1) ||
	    rec_add_el(rec, EL_NUMBER, (rec_span){ (uint32_t)(off + (size_t)(r->num - line)),
						   (uint32_t)(r->num_end - r->num) },
		       (uint32_t)rd->src.no, (uint32_t)(r->num - line + 1)))
		return diag_set(d, "nomem", "out of memory"), -1;
	for (int i = 0; i < r->k; i++)
		if (rec_add_el(rec, EL_MOVE,
			       (rec_span){ (uint32_t)(off + (size_t)(r->at[i][0] - line)),
					   (uint32_t)(r->at[i][1] - r->at[i][0]) },
			       (uint32_t)rd->src.no, (uint32_t)(r->at[i][0] - line + 1)))
			return diag_set(d, "nomem", "out of memory"), -1;
	return 0;
}

static int tag(record *rec, const char *name, const char *value)
{
	rec_span k = { (uint32_t)rec->text.len, (uint32_t)strlen(name) }, v;

	buf_puts(&rec->text, name);
	buf_puts(&rec->text, "\n");
	v = (rec_span){ (uint32_t)rec->text.len, (uint32_t)strlen(value) };
	buf_puts(&rec->text, value);
	buf_puts(&rec->text, "\n");
	return rec->text.failed || rec_add_tag(rec, k, v) ? -1 : 0;
}

/* A line with a NUL byte (at z) is binary data, as every reader takes it:
 * the list it is in is unreadable, or, around a list, it is an unreadable
 * record of its own; reading goes on at the next list's row 1. */
static int binary(gt_reader *rd, record *rec, int started, const char *z, diag *d)
{
	if (!started) {
		rec->index = ++rd->index;
		rec->line = rd->src.no;
	}
	diag_at(d, rd->name, rd->src.no, (long)(z - rd->src.p) + 1);
	diag_set(d, "binary", "binary data (a NUL byte): not a text record");
	while (lines_next(&rd->src) == 1)
		if (first_row(rd->src.p, (size_t)rd->src.len)) {
			rd->src.again = 1;
			break;
		}
	return -1;
}

static int read_list(void *arg, record *rec, diag *d)
{
	gt_reader *rd = arg;
	int got, started = 0;

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	while ((got = lines_next(&rd->src)) == 1) {
		const char *line = rd->src.p, *z;
		size_t n = (size_t)rd->src.len;
		gt_row r;
		while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			n--;
		if (rd->src.nul && (z = memchr(line, '\0', n)))
			return binary(rd, rec, started, z, d);
		if (!row(line, n, &r))
			continue; /* the page around the list */
		if (started && is_one(&r)) { /* read once: the next list's row 1 */
			rd->src.again = 1;
			break;
		}
		if (!started++) {
			rec->index = ++rd->index;
			rec->line = rd->src.no;
		}
		if (add_row(rd, rec, line, n, &r, d))
			return -1;
	}
	if (got == -2)
		return diag_set(d, "io", "read error"), -2;
	if (!started)
		return 0;
	rec->implied = (uint32_t)rec->text.len;
	if (tag(rec, "Notation", "goldtoken")) /* the list claims no result */
		return diag_set(d, "nomem", "out of memory"), -1;
	return 1;
}

/* Rows of two plies, numbered, tab-separated; a blank line after the list. */
static int write_list(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	int ply = 0;

	(void)state;
	for (size_t i = 0; i < rec->nels && i < o->upto; i++) {
		const char *m = o->moves[i];
		size_t n;
		if (rec->els[i].kind != EL_MOVE || !m)
			continue;
		n = strlen(m);
		if (!move(m, m + n) || move(m, m + n) != m + n)
			return diag_set(d, "not-held", "its move '%.*s' is not a GoldToken move",
					plain_upto(m, strlen(m), 40), m);
		if (ply % 2 == 0)
			buf_printf(out, "%s%d\t", ply ? "\n" : "", ply / 2 + 1);
		else
			buf_puts(out, "\t");
		buf_puts(out, m);
		ply++;
	}
	buf_puts(out, ply ? "\n\n" : "\n");
	return out->failed ? -1 : 0;
}

/* Row 1 of a list: "1", a blank, a GoldToken move. A move starts with a
 * letter (a point, "place", "take") or a comma (", take f4"): a line of
 * another notation's numbers that starts "1 " is passed there, before its
 * row is read (which cost such a line of a file's first block about 380
 * instructions). */
static int detect(const char *line, size_t n, int first)
{
	const char *one = row_one(line, n), *q;

	(void)first;
	if (!one)
		return 0;
	q = blanks(one + 1, line + n);
	return q < line + n && (isalpha((unsigned char)*q) || *q == ',') && first_row(line, n);
}

const rec_fmt fmt_goldtoken = { FMT_GOLDTOKEN, "goldtoken", detect, "1", open_reader,
				read_list, close_reader, write_list, 0, 0, NULL };
