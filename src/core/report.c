#include "core/report.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/jsonw.h"
#include "base/plain.h"
#include "games/game.h"

/* What a record or a file name holds reaches text through plain_value: a
 * newline in a player's name would forge a line of the report (the
 * standard streams escape the rest, cli/streams.h). */

/* Text lines are made in a buffer and written whole: a message costs its
 * bytes, not a printf call a piece. */

/* Ends the text in b and writes it to f; said on standard error when b
 * ran out of memory. */
static void put_text(FILE *f, buf *b)
{
	if (b->failed)
		fputs("arbiter: out of memory writing the report\n", stderr);
	else
		fwrite(b->p, 1, b->len, f);
}

/* Does p[0, n) hold a control byte but tab? Past the printable ASCII it
 * starts with (nearly every line, whole), eight bytes at a time up to a
 * word that may hold a byte below 0x20; the bytes from there decide. */
static int has_control(const char *p, size_t n)
{
	const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
	size_t i = plain_run(p, n, 0);

	for (; i + 8 <= n; i += 8) {
		uint64_t x;
		memcpy(&x, p + i, 8);
		if ((x - 0x20 * ones) & ~x & highs)
			break;
	}
	for (; i < n; i++)
		if ((unsigned char)p[i] < 0x20 && p[i] != '\t')
			return 1;
	return 0;
}

/* plain_put(b, s, size), from m where s is the text m escaped last: a
 * comparison costs less than the escape's scan of s, and every record of
 * a file (nearly always of one rule set) names the same file. */
static const buf *memo_shown(struct rep_memo *m, const char *s, size_t size)
{
	if (!m->raw.p || strcmp(m->raw.p, s) != 0) {
		buf_clear(&m->raw);
		buf_clear(&m->shown);
		buf_puts(&m->raw, s);
		plain_put(&m->shown, s, size);
		if (m->raw.failed || m->shown.failed) { /* no memory to keep it */
			buf_free(&m->raw);
			buf_free(&m->shown);
			return NULL;
		}
	}
	return &m->shown;
}

static void memo_put(buf *b, struct rep_memo *m, const char *s, size_t size)
{
	const buf *shown = memo_shown(m, s, size);

	if (shown)
		buf_add(b, shown->p, shown->len);
	else /* escaped here */
		plain_put(b, s, size);
}

/* diag_text's first line, "arbiter: FILE:LINE:COL: MESSAGE", where the
 * file's name is escaped in memo and the message in shown: its pieces
 * written in place, their room made once. 0, or -1 where it is not so
 * (or out of memory): the usual way then writes it. */
static int diag_head(buf *b, const diag *d, const buf *shown, struct rep_memo *memo)
{
	const buf *file;
	char *w;

	if (rep_plain_way || !memo || !shown || !d->file[0] || d->line <= 0 ||
	    !(file = memo_shown(memo, d->file, sizeof d->file * 2)) ||
	    !(w = buf_room(b, 9 + file->len + 2 * (1 + BUF_DIGITS) + 2 + shown->len + 1)))
		return -1;
	w = buf_put(w, "arbiter: ", 9);
	w = buf_put(w, file->p, file->len);
	*w++ = ':';
	w = buf_digits(w, d->line);
	if (d->col > 0) {
		*w++ = ':';
		w = buf_digits(w, d->col);
	}
	w = buf_put(w, ": ", 2);
	w = buf_put(w, shown->p, shown->len);
	*w++ = '\n';
	buf_wrote(b, w);
	return 0;
}

/* diag_text's first line the usual way: each piece added to b. */
static void diag_head_usual(buf *b, const diag *d, const buf *shown, struct rep_memo *memo)
{
	buf_puts(b, "arbiter: ");
	if (d->file[0]) {
		if (memo)
			memo_put(b, memo, d->file, sizeof d->file * 2);
		else
			plain_put(b, d->file, sizeof d->file * 2);
		if (d->line > 0) {
			buf_add(b, ":", 1);
			buf_int(b, d->line);
			if (d->col > 0) {
				buf_add(b, ":", 1);
				buf_int(b, d->col);
			}
		}
		buf_add(b, ": ", 2);
	}
	if (shown)
		buf_add(b, shown->p, shown->len);
	else
		plain_put(b, d->msg, sizeof d->msg * 2);
	buf_add(b, "\n", 1);
}

/* The message (shown: as escaped already, or NULL: escaped here), then the
 * source line (line, n bytes; NULL: none) with a caret under the column;
 * the file's name from memo (NULL: escaped here). */
static void diag_text(buf *b, const diag *d, const buf *shown, const char *p, size_t n,
		      struct rep_memo *memo)
{
	size_t run;

	if (diag_head(b, d, shown, memo))
		diag_head_usual(b, d, shown, memo);
	if (!p || d->col < 1)
		return;
	if (n && p[n - 1] == '\r')
		n--;
	if (n > 200 || (size_t)d->col > n + 1)
		return; /* a huge or unrelated line helps nobody */
	/* printable ASCII whole (nearly every line): no control byte, no tab,
	 * nothing to escape, looked at once */
	run = rep_plain_way ? 0 : plain_run(p, n, 0);
	if (run < n && has_control(p, n))
		return; /* nor does binary */
	/* The line is shown escaped, as standard error shows every text (a
	 * bidirectional override, DEL, a byte that is not UTF-8), and the caret
	 * placed under the column as the line is shown: the column counts
	 * bytes, and a tab, a letter of two bytes or more, a wide character or
	 * an escape before the token took the caret off it. */
	buf_add(b, "  ", 2);
	if (run == n || plain_run(p, n, PLAIN_KEEP_LINES) == n) {
		buf_add(b, p, n);
		buf_add(b, "\n  ", 3);
		if (run < n && memchr(p, '\t', (size_t)d->col - 1))
			plain_pad(b, p, (size_t)d->col - 1);
		else if (!buf_reserve(b, (size_t)d->col - 1)) { /* the caret's column */
			memset(b->p + b->len, ' ', (size_t)d->col - 1);
			b->len += (size_t)d->col - 1;
		}
	} else {
		plain_add(b, p, n, PLAIN_KEEP_LINES, 0);
		buf_add(b, "\n  ", 3);
		plain_pad(b, p, (size_t)d->col - 1);
	}
	buf_add(b, "^\n", 2);
}

/* The line of the record's whole text that holds offset off, where the
 * diagnostic's column (col) is off's: found from off back to the newline
 * before it (col - 1 bytes) and on to the next, rather than by reading
 * every line before it; NULL where its line does not start col - 1 bytes
 * before off. */
static const char *line_of(const record *rec, uint32_t off, const diag *d, size_t *n)
{
	const char *t = rec->text.p, *end = t + rec->text.len, *at, *start, *nl;

	if (rec->gap_line || off > rec->text.len || (size_t)d->col - 1 > off)
		return NULL;
	at = t + off;
	start = at - (d->col - 1);
	if ((start > t && start[-1] != '\n') || memchr(start, '\n', (size_t)(at - start)))
		return NULL;
	if (at >= end)
		return NULL;
	nl = memchr(at, '\n', (size_t)(end - at));
	*n = (size_t)((nl ? nl : end) - start);
	return start;
}

/* The line that holds element el, where the diagnostic is at its place
 * (line and column), or NULL. */
static const char *element_line(const record *rec, const rec_el *el, const diag *d, size_t *n)
{
	if ((long)el->line != d->line || (long)el->col != d->col)
		return NULL;
	return line_of(rec, el->text.off, d, n);
}

/* The line of the record's source a diagnostic is about, or NULL. The
 * elements it may be about (the illegal move's, the result's) are tried
 * first: a claim at the end of a long record is not found by reading the
 * record again line by line. */
static const char *source(const record *rec, const verdict *v, const diag *d, size_t *n)
{
	const char *line = NULL;

	if (!rec->text_is_source || d->line < rec->line || d->col < 1)
		return NULL;
	if (d->line == rec->line) /* the first: no line to pass over */
		return rec_source(rec, d->line, n);
	if (v && d == &v->err && v->err_off && !rep_plain_way) /* where the referee located it */
		line = line_of(rec, v->err_off - 1, d, n);
	if (!line && v && v->status == ST_ILLEGAL && v->error_el >= rec->el_base &&
	    v->error_el - rec->el_base < rec->nels)
		line = element_line(rec, &rec->els[v->error_el - rec->el_base], d, n);
	if (!line && v && rec->nels)
		line = element_line(rec, &rec->els[rec->nels - 1], d, n);
	return line ? line : rec_source(rec, d->line, n);
}

void rep_diag(FILE *f, const diag *d, const char *text, size_t len, long first_line)
{
	buf b = { 0 };
	size_t n = 0;
	const char *line = text && d->line >= first_line && d->col >= 1 ?
				   rec_text_line(text, len, first_line, d->line, &n) : NULL;

	diag_text(&b, d, NULL, line, n, NULL);
	put_text(f, &b);
	buf_free(&b);
}

/* A player's name in a record's name (t NULL: none, "?"): a long name is
 * cut to show, between characters (rec_tag_shown), and escaped. A value
 * that rec_tag_shown would copy whole (no escape, shorter than its room)
 * and that is printable ASCII (nearly every name) is added as it lies in
 * the record: what the copy and plain_put would add, with no copy. */
int rep_plain_way;

/* Is v[0, n) printable ASCII with no backslash? A name of 8 to 16 bytes
 * (most) in two words that overlap, a shorter one a byte at a time: no
 * call of plain_run and of memchr for each name of each line. */
static int plain_name(const char *v, size_t n)
{
	const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u,
		       slashes = 0x5C5C5C5C5C5C5C5Cu;
	uint64_t x, y, bx, by;

	if (n < 8) {
		for (size_t i = 0; i < n; i++)
			if ((unsigned char)v[i] < 0x20 || (unsigned char)v[i] >= 0x7F || v[i] == '\\')
				return 0;
		return 1;
	}
	if (n > 16)
		return plain_run(v, n, 0) == n && !memchr(v, '\\', n);
	memcpy(&x, v, 8);
	memcpy(&y, v + n - 8, 8);
	bx = x ^ slashes; /* a zero byte where a backslash was */
	by = y ^ slashes;
	return !((((x - 0x20 * ones) | x | (x + ones)) | ((y - 0x20 * ones) | y | (y + ones)) |
		  ((bx - ones) & ~bx) | ((by - ones) & ~by)) & highs);
}

static void player_shown(buf *b, const record *rec, const rec_tag *t)
{
	char w[128];
	const char *v;

	if (!t) {
		buf_add(b, "?", 1);
		return;
	}
	v = rec_at(rec, t->value);
	if (!rep_plain_way && t->value.len < sizeof w && plain_name(v, t->value.len)) {
		buf_add(b, v, t->value.len);
		return;
	}
	plain_put(b, rec_tag_shown(rec, t, w, sizeof w), 2 * sizeof w);
}

/* What follows a record's file in its name: " #N (White - Black)". */
static void name_rest(buf *b, const record *rec)
{
	const rec_tag *wt = rec_head_tag(rec, H_WHITE), *kt = rec_head_tag(rec, H_BLACK);

	buf_add(b, " #", 2);
	buf_int(b, rec->index);
	if (wt || kt) {
		buf_add(b, " (", 2);
		player_shown(b, rec, wt);
		buf_add(b, " - ", 3);
		player_shown(b, rec, kt);
		buf_add(b, ")", 1);
	}
}

/* "FILE #N (White - Black)" for a verdict's line, where the file's name is
 * escaped in memo and each player's name is plain (plain_name) or absent:
 * its pieces written in place, their room made once. 0, or -1 where it is
 * not so (or out of memory): the usual way then writes it. */
static int line_head(buf *b, struct rep_memo *memo, const record *rec)
{
	const rec_tag *wt = rec_head_tag(rec, H_WHITE), *kt = rec_head_tag(rec, H_BLACK);
	const char *wv = wt ? rec_at(rec, wt->value) : "?", *kv = kt ? rec_at(rec, kt->value) : "?";
	size_t wn = wt ? wt->value.len : 1, kn = kt ? kt->value.len : 1;
	const buf *file;
	char *w;

	if (rep_plain_way || (wt && (wn >= 128 || !plain_name(wv, wn))) ||
	    (kt && (kn >= 128 || !plain_name(kv, kn))) ||
	    !(file = memo_shown(memo, rec->file, 4096)) ||
	    !(w = buf_room(b, file->len + 2 + BUF_DIGITS + 2 + wn + 3 + kn + 1)))
		return -1;
	w = buf_put(w, file->p, file->len);
	w = buf_put(w, " #", 2);
	w = buf_digits(w, rec->index);
	if (wt || kt) {
		w = buf_put(w, " (", 2);
		w = buf_put(w, wv, wn);
		w = buf_put(w, " - ", 3);
		w = buf_put(w, kv, kn);
		*w++ = ')';
	}
	buf_wrote(b, w);
	return 0;
}

void rep_name(buf *b, const record *rec)
{
	plain_put(b, rec->file, 4096);
	name_rest(b, rec);
}

/* The verdict's message (shown: escaped already, or NULL: escaped here). */
static void message(buf *b, const verdict *v, const buf *shown)
{
	if (shown)
		buf_add(b, shown->p, shown->len);
	else
		plain_put(b, v->err.msg, DIAG_MSG * 2);
}

/* What follows the record's name in the line of a verdict that is not
 * valid, its message escaped in shown: ": mismatch: MESSAGE [RULES]" and
 * the line's end, written in place where the token (an illegal move's) is
 * printable ASCII and the rule set's name is escaped in the memo. 0, or
 * -1 where it is not so (or out of memory): the usual way then writes it. */
static int line_tail(buf *b, report *p, const verdict *v, const buf *shown)
{
	static const struct {
		const char *s;
		size_t n;
	} says[] = { [ST_ILLEGAL] = { ": illegal at ply ", 17 },
		     [ST_MISMATCH] = { ": mismatch: ", 12 },
		     [ST_UNREADABLE] = { ": unreadable: ", 14 } };
	const buf *rules = NULL;
	size_t tn = v->status == ST_ILLEGAL ? strlen(v->err.token) : 0;
	char *w;

	if (rep_plain_way || !shown ||
	    (tn && plain_run(v->err.token, tn, 0) != tn) ||
	    (v->v && !(rules = memo_shown(&p->rules_name, v->v->name, DIAG_MSG * 2))) ||
	    !(w = buf_room(b, 17 + BUF_DIGITS + 2 + tn + 2 + shown->len + 2 +
				 (rules ? rules->len : 0) + 2)))
		return -1;
	w = buf_put(w, says[v->status].s, says[v->status].n);
	if (v->status == ST_ILLEGAL) {
		w = buf_digits(w, v->error_ply);
		w = buf_put(w, ", ", 2);
		w = buf_put(w, v->err.token, tn);
		w = buf_put(w, ": ", 2);
	}
	w = buf_put(w, shown->p, shown->len);
	if (rules) {
		w = buf_put(w, " [", 2);
		w = buf_put(w, rules->p, rules->len);
		*w++ = ']';
	}
	*w++ = '\n';
	buf_wrote(b, w);
	return 0;
}

static void text_line(report *p, const record *rec, const verdict *v, const buf *shown)
{
	buf *b = &p->line;

	buf_clear(b);
	if (line_head(b, &p->file_name, rec)) {
		memo_put(b, &p->file_name, rec->file, 4096);
		name_rest(b, rec);
	}
	if (v->status != ST_VALID && !line_tail(b, p, v, shown)) {
		put_text(p->out, b);
		return;
	}
	switch (v->status) {
	case ST_VALID:
		buf_puts(b, ": valid, ");
		buf_puts(b, rec_result_text(v->result));
		buf_add(b, " (", 2);
		buf_puts(b, v->termination);
		if (v->why[0]) {
			buf_add(b, ": ", 2);
			plain_put(b, v->why, sizeof v->why * 2);
		} else if (!v->verified && v->result != RES_NONE) {
			buf_puts(b, ", as the record says");
		}
		buf_add(b, "), ", 3);
		buf_int(b, v->plies);
		buf_puts(b, v->plies == 1 ? " ply" : " plies");
		if (v->in_match) {
			buf_puts(b, ", game ");
			buf_int(b, v->number);
			buf_puts(b, ", score before ");
			buf_int(b, v->score_before[0]);
			buf_add(b, "-", 1);
			buf_int(b, v->score_before[1]);
		}
		break;
	case ST_ILLEGAL:
		buf_puts(b, ": illegal at ply ");
		buf_int(b, v->error_ply);
		buf_add(b, ", ", 2);
		plain_put(b, v->err.token, DIAG_TOKEN * 6);
		buf_add(b, ": ", 2);
		message(b, v, shown);
		break;
	case ST_MISMATCH:
		buf_puts(b, ": mismatch: ");
		message(b, v, shown);
		break;
	case ST_UNREADABLE:
		buf_puts(b, ": unreadable: ");
		message(b, v, shown);
		break;
	}
	if (v->v) {
		buf_add(b, " [", 2);
		memo_put(b, &p->rules_name, v->v->name, DIAG_MSG * 2);
		buf_add(b, "]", 1);
	}
	buf_add(b, "\n", 1);
	put_text(p->out, b);
}

/* A diagnostic as an object: ply (-1: null; -2: none, for a warning,
 * whose token is then a string even when empty), line, column, token,
 * code and message. */
static void diag_fields(buf *b, const diag *d, int ply)
{
	jw_open(b, '{');
	if (ply > -2) {
		jw_key(b, "ply");
		if (ply >= 0)
			jw_int(b, ply);
		else
			jw_null(b);
	}
	jw_kint(b, "line", d->line);
	jw_kint(b, "column", d->col);
	jw_kstr(b, "token", ply > -2 && !d->token[0] ? NULL : d->token);
	jw_kstr(b, "code", d->code);
	jw_kstr(b, "message", d->msg);
	jw_close(b, '}');
}

/* A player's name whole, as a JSON string (null: none): where it lies in
 * the record when it holds no escape (nearly always), else unescaped. */
static void player_str(buf *b, const record *rec, const rec_tag *t)
{
	buf name = { 0 };

	if (!t) {
		jw_null(b);
	} else if (!memchr(rec_at(rec, t->value), '\\', t->value.len)) {
		jw_str(b, rec_at(rec, t->value), strnlen(rec_at(rec, t->value), t->value.len));
	} else {
		if (rec_tag_text(rec, t, &name))
			b->failed = 1;
		else
			jw_str(b, name.p, strlen(name.p));
		buf_free(&name);
	}
}

/* What a game of a match, or a game that scores, adds. */
static void match_fields(buf *b, const record *rec, const verdict *v)
{
	char m[32];
	const rec_tag *first = rec_head_tag(rec, H_WHITE), *second = rec_head_tag(rec, H_BLACK);

	jw_key(b, "match");
	if (v->in_match)
		jw_int(b, atol(rec_head(rec, H_MATCH, m, sizeof m) ? m : "0"));
	else
		jw_null(b);
	jw_key(b, "number");
	if (v->in_match)
		jw_int(b, v->number);
	else
		jw_null(b);
	jw_key(b, "players"); /* whole: cut, two players could be one */
	jw_open(b, '[');
	player_str(b, rec, first);
	player_str(b, rec, second);
	jw_close(b, ']');
	jw_key(b, "winner");
	player_str(b, rec, v->result == RES_WHITE ? first : v->result == RES_BLACK ? second : NULL);
	jw_kint(b, "points", v->points);
	/* the game's own facts, by their names */
	for (int i = 0; i < v->nfacts; i++) {
		const game_fact *f = &v->facts[i];
		if (f->is_word)
			jw_kstr(b, f->name, f->word);
		else
			jw_kint(b, f->name, f->number);
	}
	jw_kstr(b, "ending", v->termination);
	jw_key(b, "score_before");
	if (v->in_match)
		jw_ints(b, v->score_before[0], v->score_before[1]);
	else
		jw_null(b);
}

void rep_verdict_fields(buf *b, const record *rec, const verdict *v)
{
	jw_kstr(b, "file", rec->file);
	jw_kint(b, "record", rec->index);
	jw_kstr(b, "game", v->v ? v->v->game->name : NULL);
	jw_kstr(b, "variant", v->v ? v->v->name : NULL);
	jw_kstr(b, "status", ref_status_text(v->status));
	jw_kint(b, "plies", v->plies);
	jw_kstr(b, "result", rec_result_text(v->result));
	jw_kstr(b, "termination", v->termination);
	jw_kbool(b, "verified", v->verified);
	jw_kstr(b, "reason", v->why[0] ? v->why : NULL);
	jw_kstr(b, "claimed", v->claimed >= 0 ? rec_result_text(v->claimed) : NULL);
	jw_key(b, "error");
	if (v->has_error)
		diag_fields(b, &v->err, v->status == ST_ILLEGAL ? v->error_ply : -1);
	else
		jw_null(b);
	if (v->warnings) {
		jw_kint(b, "warnings", v->warnings);
		jw_key(b, "warning");
		diag_fields(b, &v->warn, -2);
	}
	if (v->in_match || v->points)
		match_fields(b, rec, v);
}

int rep_line(FILE *f, buf *b)
{
	jw_close(b, '\n');
	if (b->failed) {
		fputs("arbiter: out of memory writing a JSON line\n", stderr);
		return -1;
	}
	fwrite(b->p, 1, b->len, f);
	return 0;
}

static void json_line(report *p, const record *rec, const verdict *v)
{
	buf_clear(&p->line);
	jw_open(&p->line, '{');
	rep_verdict_fields(&p->line, rec, v);
	jw_close(&p->line, '}');
	rep_line(p->out, &p->line);
}

/* rep_record's lines, for a record that has any: apart, so that the
 * valid records of a quiet run (nearly all of a file) pay none of the
 * frame these take. */
static __attribute__((noinline)) void record_lines(report *p, const record *rec,
						   const verdict *v)
{
	const buf *shown = NULL; /* the message escaped, once for both lines that show it */
	buf as_is;               /* the message itself, where escaping changes nothing */

	if (p->json) {
		json_line(p, rec, v);
	} else if (!p->quiet || v->status != ST_VALID) {
		if (v->status != ST_VALID && !rep_plain_way) { /* a line with the message */
			size_t n = strlen(v->err.msg);
			if (plain_run(v->err.msg, n, 0) == n) { /* printable ASCII: read where it is */
				as_is = (buf){ .p = (char *)v->err.msg, .len = n, .cap = n };
				shown = &as_is;
			} else {
				buf_clear(&p->msg);
				plain_put(&p->msg, v->err.msg, DIAG_MSG * 2);
				shown = p->msg.failed ? NULL : &p->msg;
			}
		}
		text_line(p, rec, v, shown);
	}
	if (v->has_error && !p->json) {
		size_t n = 0;
		const char *line = source(rec, v, &v->err, &n);
		buf_clear(&p->line);
		diag_text(&p->line, &v->err, shown, line, n, &p->diag_file);
		put_text(p->err, &p->line);
	}
	if (v->warnings && !p->json && !p->quiet) {
		diag w = v->warn;
		size_t n = 0;
		const char *line = source(rec, NULL, &w, &n);
		buf b = { 0 };
		snprintf(w.msg, sizeof w.msg, "warning: %.200s%s", v->warn.msg,
			 v->warnings > 1 ? " (and more in this record)" : "");
		diag_text(&b, &w, NULL, line, n, &p->diag_file);
		put_text(p->err, &b);
		buf_free(&b);
	}
}

void rep_record(report *p, const record *rec, const verdict *v)
{
	p->count[v->status]++;
	p->fcount[v->status]++;
	/* quiet, a valid record says nothing (its warnings neither) */
	if (p->quiet && !p->json && v->status == ST_VALID && !v->has_error)
		return;
	record_lines(p, rec, v);
}

void rep_match(report *p, const ref_match *m)
{
	int w = ref_match_winner(m);

	if (p->json) {
		buf *b = &p->line;
		buf_clear(b);
		jw_open(b, '{');
		jw_kstr(b, "type", "match");
		jw_kstr(b, "file", m->file);
		jw_kint(b, "match", atol(m->id));
		jw_kint(b, "length", m->length < 0 ? -1 : m->length);
		jw_key(b, "players");
		jw_strs(b, m->players[0], m->players[1]);
		jw_kint(b, "games", m->games);
		jw_key(b, "final_score");
		jw_ints(b, m->score[0], m->score[1]);
		jw_kstr(b, "winner", w >= 0 ? m->players[w] : NULL);
		jw_close(b, '}');
		rep_line(p->out, b);
		return;
	}
	if (p->quiet)
		return;
	{
		char file[4096], id[sizeof m->id * 4], a[sizeof m->players[0] * 4],
			b[sizeof m->players[1] * 4];
		fprintf(p->out, "%s match %s (%s - %s, ", plain_value(file, sizeof file, m->file),
			plain_value(id, sizeof id, m->id), plain_value(a, sizeof a, m->players[0]),
			plain_value(b, sizeof b, m->players[1]));
	}
	if (m->length > 0)
		fprintf(p->out, "%d point%s", m->length, m->length == 1 ? "" : "s");
	else if (m->length == 0)
		fprintf(p->out, "money play");
	else if (m->length == REF_LENGTH_UNREAD)
		fprintf(p->out, "length not a number");
	else /* a .mat file with no match line */
		fprintf(p->out, "no length given");
	fprintf(p->out, "): %d game%s, final score %d-%d", m->games, m->games == 1 ? "" : "s",
		m->score[0], m->score[1]);
	if (w >= 0) {
		char name[sizeof m->players[0] * 4];
		fprintf(p->out, ", %s wins the match", plain_value(name, sizeof name, m->players[w]));
	}
	else if (m->length > 0)
		fprintf(p->out, ", unfinished");
	fputc('\n', p->out);
}

static void counts(FILE *f, const long c[4])
{
	long n = c[0] + c[1] + c[2] + c[3];

	fprintf(f, "%ld record%s: %ld valid, %ld illegal, %ld mismatched, %ld unreadable\n", n,
		n == 1 ? "" : "s", c[ST_VALID], c[ST_ILLEGAL], c[ST_MISMATCH], c[ST_UNREADABLE]);
}

void rep_summary(report *p)
{
	if (p->json && p->quiet)
		return;
	if (p->per_file)
		fputs("total: ", p->json ? p->err : p->out);
	counts(p->json ? p->err : p->out, p->count);
}

void rep_file_summary(report *p, const char *file)
{
	if (p->per_file && !(p->json && p->quiet)) {
		char name[4096];
		fprintf(p->json ? p->err : p->out, "%s: ", plain_value(name, sizeof name, file));
		counts(p->json ? p->err : p->out, p->fcount);
	}
	memset(p->fcount, 0, sizeof p->fcount);
}

int rep_status(const report *p)
{
	if (p->count[ST_UNREADABLE])
		return 2;
	return p->count[ST_ILLEGAL] || p->count[ST_MISMATCH] ? 1 : 0;
}

void rep_free(report *p)
{
	buf_free(&p->line);
	buf_free(&p->msg);
	buf_free(&p->file_name.raw);
	buf_free(&p->file_name.shown);
	buf_free(&p->rules_name.raw);
	buf_free(&p->rules_name.shown);
	buf_free(&p->diag_file.raw);
	buf_free(&p->diag_file.shown);
}
