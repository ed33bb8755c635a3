/* trl: Ludii's trial files in text, one game a trial, as Ludii's
 * Trial.convertTrialToString writes them:
 *
 *   game=/lud/board/space/line/Nine Men's Morris.lud
 *   START GAME OPTIONS
 *   (an option a line, e.g. Play Rules/Any Capture)
 *   END GAME OPTIONS
 *   RNG internal state=109,-121,-64,-69,125,-51,-34,94
 *   Move=[Move:mover=0,...,actions=[Add:...]]       the setup: pieces into the hands
 *   Move=[Move:mover=1,...]                          a decision, in order
 *   LEGAL MOVES LIST SIZE = 24, NEW LEGAL MOVES LIST ... END LEGAL MOVES LIST
 *   numInitialPlacementMoves=2                       how many moves were the setup
 *   winner=1, endtype=NaturalEnd, rankings=0.0,1.0,2.0
 *   SANDBOX=false, LUDII_VERSION=1.3.12
 *
 * A record is a trial: its moves after the setup are its movetext (the
 * game's "ludii" notation reads them), the rest becomes tags: [Variant]
 * the game's name (the .lud file's, which the rule sets' names and aliases
 * find; -V names another), [Result] from the winner (player 1, who moves
 * first, is white) and [Termination "rules"] where Ludii says the game
 * ended naturally (which the referee checks; at endtype=Unknown, which a
 * resignation is written with, the result is the record's own claim),
 * and the Ludii* tags that write it back:
 * LudiiGame, LudiiOptions ("; " between options), LudiiRNG, LudiiEnd,
 * LudiiVersion. A file of several trials is read trial by trial, each
 * from its game= line. */
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "formats/format.h"
#include "games/game.h"

typedef struct trl_reader {
	lines src;
	const char *name;
	long index;
} trl_reader;

/* What a trial says besides its moves: spans into the record's text. */
typedef struct trial {
	rec_span game, rng, end, version, winner, initial, rankings;
	rec_span option[16];
	int noptions, setup, moves;
	long initial_line;     /* where numInitialPlacementMoves= stands */
	long rankings_line;    /* where rankings= stands */
	long last_line;
} trial;

static int starts(const char *p, size_t n, const char *with)
{
	size_t k = strlen(with);
	return n >= k && !memcmp(p, with, k);
}

static void *open_reader(lines *src, const char *name, int fields)
{
	trl_reader *rd = calloc(1, sizeof *rd);

	(void)fields;
	if (rd) {
		rd->src = *src;
		lines_want_cr(&rd->src);
		rd->name = name;
	}
	return rd;
}

static void close_reader(void *arg)
{
	trl_reader *rd = arg;

	if (rd) {
		lines_free(&rd->src);
		free(rd);
	}
}

/* The line without its line end. */
static size_t line_len(const lines *l)
{
	size_t n = (size_t)l->len;

	while (n && (l->p[n - 1] == '\n' || l->p[n - 1] == '\r'))
		n--;
	return n;
}

static int fail(trl_reader *rd, diag *d, long col, const char *code, const char *msg)
{
	diag_at(d, rd->name, rd->src.no, col);
	diag_set(d, code, "%s", msg);
	return -1;
}

/* A tag after the trial's own text (the record's implied part). */
static int tag(record *rec, const char *name, const char *v, size_t vn)
{
	rec_span ks = { (uint32_t)rec->text.len, (uint32_t)strlen(name) }, vs;

	if (buf_puts(&rec->text, name) || buf_add(&rec->text, "\n", 1))
		return -1;
	vs.off = (uint32_t)rec->text.len;
	for (size_t i = 0; i < vn; i++) /* tag values keep PGN escapes */
		if (((v[i] == '"' || v[i] == '\\') && buf_add(&rec->text, "\\", 1)) ||
		    buf_add(&rec->text, v + i, 1))
			return -1;
	vs.len = (uint32_t)(rec->text.len - vs.off);
	return buf_add(&rec->text, "\n", 1) || rec_add_tag(rec, ks, vs);
}

static int tag_span(record *rec, const char *name, rec_span s)
{
	if (!s.len)
		return 0;
	/* the text may move as the tag is added: copy the value first */
	char *v = malloc(s.len);
	int rc;
	if (!v)
		return -1;
	memcpy(v, rec_at(rec, s), s.len);
	rc = tag(rec, name, v, s.len);
	free(v);
	return rc;
}

/* The game's name from its path: "Nine Men's Morris" from
 * "/lud/board/space/line/Nine Men's Morris.lud". */
static int name_tag(record *rec, rec_span path)
{
	const char *p = rec_at(rec, path), *e = p + path.len, *b = p;
	rec_span s;

	for (const char *q = p; q < e; q++)
		if (*q == '/' || *q == '\\')
			b = q + 1;
	if (e - b > 4 && !memcmp(e - 4, ".lud", 4))
		e -= 4;
	s = (rec_span){ (uint32_t)(b - rec->text.p), (uint32_t)(e - b) };
	return s.len ? tag_span(rec, "Variant", s) : 0;
}

/* Is the trial's end type the one named? */
static int end_is(const record *rec, const trial *t, const char *type)
{
	return t->end.len == strlen(type) && !memcmp(rec_at(rec, t->end), type, t->end.len);
}

/* Did Ludii stop the trial at a limit of its own (MoveLimit, TurnLimit),
 * not at an end of the game? */
static int at_limit(const record *rec, const trial *t)
{
	return end_is(rec, t, "MoveLimit") || end_is(rec, t, "TurnLimit");
}

/* The claimed result: Ludii's winner 1 or 2, 0 for a draw where the game
 * ended (naturally, or in a way Ludii does not know: Unknown, which its
 * loader takes where no endtype= is given); "*" for a trial that did not
 * end, or that Ludii stopped at a limit of its own. */
static const char *result(const record *rec, const trial *t)
{
	const char *w = rec_at(rec, t->winner);

	if (!t->winner.len)
		return "*";
	if (t->winner.len == 1 && w[0] == '1')
		return "1-0";
	if (t->winner.len == 1 && w[0] == '2')
		return "0-1";
	if (t->winner.len == 1 && w[0] == '0' && !at_limit(rec, t))
		return "1/2-1/2";
	return "*";
}

/* Does rankings= (0.0, then each player's rank, the first 1.0, a draw's
 * players 1.5 each) name another winner than winner= does? Ludii writes
 * both from one end; two that part are a trial edited, and which holds
 * cannot be told. Said at rankings=, -1; else 0. */
static int ranked_otherwise(trl_reader *rd, const record *rec, const trial *t, diag *d)
{
	char v[64], *e;
	double r[3];
	const char *p = v, *w = rec_at(rec, t->winner);
	int winner;

	if (!t->rankings.len || !t->winner.len || t->winner.len != 1 || !strchr("012", *w))
		return 0;
	snprintf(v, sizeof v, "%.*s", (int)t->rankings.len, rec_at(rec, t->rankings));
	for (int i = 0; i < 3; i++, p = e + 1) {
		r[i] = strtod(p, &e);
		if (e == p || (i < 2 && *e != ',') || (i == 2 && *e))
			break;
		if (i == 2) {
			winner = r[1] < r[2] ? '1' : r[2] < r[1] ? '2' : '0';
			if (winner == *w)
				return 0;
			diag_at(d, rd->name, t->rankings_line, 1);
			return diag_set(d, "tag-twice", "the trial's rankings=%s names another "
					"winner than its winner=%c: which holds cannot be told", v, *w),
			       -1;
		}
	}
	diag_at(d, rd->name, t->rankings_line, 1);
	return diag_set(d, "bad-trial", "rankings=%s is not the ranks of two players "
			"(0.0,1.0,2.0)", v), -1;
}

static int tags(record *rec, const trial *t)
{
	buf opts = { 0 };
	int bad = 0;
	const char *res = result(rec, t);

	rec->implied = (uint32_t)rec->text.len;
	for (int i = 0; i < t->noptions; i++) {
		if (i)
			buf_puts(&opts, "; ");
		buf_add(&opts, rec_at(rec, t->option[i]), t->option[i].len);
	}
	bad |= (t->game.len && name_tag(rec, t->game)) || tag(rec, "Notation", "ludii", 5) ||
	       tag_span(rec, "LudiiGame", t->game) ||
	       (t->noptions && tag(rec, "LudiiOptions", opts.p ? opts.p : "", opts.len)) ||
	       tag_span(rec, "LudiiRNG", t->rng) || tag_span(rec, "LudiiEnd", t->end) ||
	       tag_span(rec, "LudiiVersion", t->version) || tag(rec, "Result", res, strlen(res)) ||
	       /* the rules ended the game only where Ludii says it ended
		* naturally: another end (a limit, an end it does not know,
		* as a resignation is written) is the record's own claim */
	       (strcmp(res, "*") && end_is(rec, t, "NaturalEnd") &&
		tag(rec, "Termination", "rules", 5)) || opts.failed;
	buf_free(&opts);
	/* and the result as the movetext's end, for the formats that write one */
	if (!bad && rec_add_el(rec, EL_RESULT, rec_head_tag(rec, H_RESULT)->value,
			       (uint32_t)t->last_line, 0))
		bad = 1;
	return bad ? -1 : 0;
}

/* The span of what follows "key=" on the line at off. */
static rec_span after(size_t off, size_t n, const char *key)
{
	size_t k = strlen(key);
	return (rec_span){ (uint32_t)(off + k), (uint32_t)(n - k) };
}

/* A Move= line: the setup (mover 0) before the first decision, or a move
 * of the movetext, given to its mover. */
static int move_line(trl_reader *rd, record *rec, trial *t, size_t off, size_t n, diag *d)
{
	const char *p = rec->text.p + off;
	int mover = n > 19 && starts(p, n, "Move=[Move:mover=") ? p[17] - '0' : -1;

	if (mover == 0 && (n < 19 || p[18] != ',' || t->moves))
		return fail(rd, d, 1, "bad-trial", "a setup move (mover 0) after the game's moves");
	if (mover == 0)
		return t->setup++, 0;
	if (rec_add_el_of(rec, EL_MOVE, mover == 1 || mover == 2 ? mover - 1 : -1,
			  after(off, n, "Move="), (uint32_t)rd->src.no, 6))
		return fail(rd, d, 1, "nomem", "out of memory");
	t->moves++;
	return 0;
}

/* A line that decides the verdict (winner=, endtype=,
 * numInitialPlacementMoves=), read once: given again with another value,
 * which holds cannot be told, as of a tag twice (the last was taken
 * unsaid: a second winner= chose the claim). 0, or -1 said. */
static int once(trl_reader *rd, const record *rec, rec_span *at, size_t off, size_t n,
		const char *key, diag *d)
{
	rec_span v = after(off, n, key);
	char why[200];

	if (at->len && (at->len != v.len || memcmp(rec_at(rec, *at), rec_at(rec, v), v.len))) {
		snprintf(why, sizeof why, "the trial gives %s twice, \"%.*s\" and \"%.*s\": which "
			 "one holds cannot be told", key, plain_upto(rec_at(rec, *at), at->len, 40),
			 rec_at(rec, *at), plain_upto(rec_at(rec, v), v.len, 40), rec_at(rec, v));
		return fail(rd, d, 1, "tag-twice", why);
	}
	*at = v;
	return 0;
}

/* One line of a trial, at off in the record's text; 1 when it starts the
 * next trial. */
static int trial_line(trl_reader *rd, record *rec, trial *t, int *in, size_t off, size_t n,
		      diag *d)
{
	const char *p = rec->text.p + off;

	if (*in == 2) { /* a list of legal moves, kept by Ludii for its tests */
		*in = starts(p, n, "END LEGAL MOVES LIST") ? 0 : 2;
		return 0;
	}
	if (*in == 1 && !starts(p, n, "END GAME OPTIONS")) {
		if (t->noptions == 16)
			return fail(rd, d, 1, "bad-trial", "more than 16 game options");
		t->option[t->noptions++] = (rec_span){ (uint32_t)off, (uint32_t)n };
		return 0;
	}
	if (starts(p, n, "game="))
		return t->game.len || t->moves || t->setup ? 1 : (t->game = after(off, n, "game="), 0);
	if (starts(p, n, "Move="))
		return move_line(rd, rec, t, off, n, d);
	*in = starts(p, n, "START GAME OPTIONS") ? 1 : starts(p, n, "NEW LEGAL MOVES LIST") ? 2 : 0;
	if (*in || starts(p, n, "END GAME OPTIONS") || starts(p, n, "LEGAL MOVES LIST SIZE = ") ||
	    starts(p, n, "SANDBOX="))
		return 0;
	if (starts(p, n, "rankings="))
		return once(rd, rec, &t->rankings, off, n, "rankings=", d);
	if (starts(p, n, "RNG internal state="))
		t->rng = after(off, n, "RNG internal state=");
	else if (starts(p, n, "numInitialPlacementMoves="))
		return once(rd, rec, &t->initial, off, n, "numInitialPlacementMoves=", d);
	else if (starts(p, n, "winner="))
		return once(rd, rec, &t->winner, off, n, "winner=", d);
	else if (starts(p, n, "endtype="))
		return once(rd, rec, &t->end, off, n, "endtype=", d);
	else if (starts(p, n, "LUDII_VERSION="))
		t->version = after(off, n, "LUDII_VERSION=");
	else if (n)
		return fail(rd, d, 1, "bad-trial", "not a line of a Ludii trial (game=, the game "
			    "options, RNG internal state=, Move=, numInitialPlacementMoves=, winner=, "
			    "endtype=, rankings=)");
	return 0;
}

/* After an unreadable line: on to the next trial's game= line. */
static void skip_trial(trl_reader *rd)
{
	while (lines_next(&rd->src) == 1)
		if (starts(rd->src.p, (size_t)rd->src.len, "game=")) {
			rd->src.again = 1;
			return;
		}
}

/* Does the setup agree with the count after the moves? */
static int setup_count(trl_reader *rd, const record *rec, const trial *t, diag *d)
{
	long k = 0;
	const char *p = rec_at(rec, t->initial);

	if (!t->initial.len)
		return 0;
	for (size_t i = 0; i < t->initial.len && p[i] >= '0' && p[i] <= '9' && k < 1000; i++)
		k = k * 10 + p[i] - '0';
	if (k == t->setup)
		return 0;
	diag_at(d, rd->name, t->initial_line, 1);
	return diag_set(d, "bad-trial", "numInitialPlacementMoves=%.*s, but the trial begins with "
			"%d setup move%s (mover 0)", (int)t->initial.len, p, t->setup,
			t->setup == 1 ? "" : "s");
}

static int read_trial(void *arg, record *rec, diag *d)
{
	trl_reader *rd = arg;
	trial t = { 0 };
	int got, in = 0, any = 0;

	rec_clear(rec);
	rec->file = rd->name;
	rec->text_is_source = 1;
	diag_clear(d);
	while ((got = lines_next(&rd->src)) == 1) {
		size_t n = line_len(&rd->src), off = rec->text.len;
		const char *z, *cr;
		int r;
		if (!any && !n)
			continue; /* blank lines before a trial */
		if (!any++) {
			rec->index = ++rd->index;
			rec->line = rd->src.no;
		}
		z = cr = NULL;
		if (rd->src.odd) /* a NUL byte or a carriage return was read */
			lines_odd(&rd->src, rd->src.p, rd->src.p + n, &z, &cr);
		if (cr && !(z && z < cr)) {
			/* Ludii reads its trials line by line with Java's
			 * readLine, which ends a line at a carriage return: the
			 * line here is two there (a move hidden behind another) */
			fail(rd, d, (long)(cr - rd->src.p) + 1, "lone-cr", "a carriage return inside "
			     "the line: Ludii reads it as a line end, a terminal shows what follows "
			     "over the line's start; not read (make it a line end, or take it out)");
			skip_trial(rd);
			return -1;
		}
		if (z) {
			/* a NUL byte: binary data, as every reader takes it; a game=
			 * line after the trial's first is the next trial's */
			if (any > 1 && starts(rd->src.p, n, "game=")) {
				rd->src.again = 1;
				break;
			}
			fail(rd, d, (long)(z - rd->src.p) + 1, "binary",
			     "binary data (a NUL byte): not a text record");
			skip_trial(rd);
			return -1;
		}
		if (buf_add(&rec->text, rd->src.p, n) || buf_add(&rec->text, "\n", 1))
			return fail(rd, d, 1, "nomem", "out of memory");
		t.last_line = rd->src.no;
		if (starts(rd->src.p, n, "numInitialPlacementMoves="))
			t.initial_line = rd->src.no;
		if (starts(rd->src.p, n, "rankings="))
			t.rankings_line = rd->src.no;
		if ((r = trial_line(rd, rec, &t, &in, off, n, d)) < 0) {
			skip_trial(rd);
			return -1;
		}
		if (r == 1) { /* the next trial's game= line */
			rec->text.len = off;
			rd->src.again = 1;
			break;
		}
	}
	if (got == -2)
		return diag_set(d, "io", "read error"), -2;
	if (got == -3)
		return fail(rd, d, 1, "too-long", "a line longer than 64 MiB");
	if (!any)
		return 0;
	if (setup_count(rd, rec, &t, d) || ranked_otherwise(rd, rec, &t, d))
		return -1;
	if (tags(rec, &t))
		return diag_set(d, "nomem", "out of memory"), -1;
	return 1;
}

/* A tag's value (escapes as written), or NULL. */
static const char *value(const record *rec, const char *name, size_t *n)
{
	const rec_tag *t = rec_tag_find(rec, name);

	if (!t)
		return NULL;
	*n = t->value.len;
	return rec_at(rec, t->value);
}

/* A tag's value, its PGN escapes undone. */
static void put_value(buf *out, const char *v, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (v[i] == '\\' && i + 1 < n)
			i++;
		buf_add(out, v + i, 1);
	}
}

/* game=: the trial's own, else the one the caller chose, which reads back
 * as the same rule set (a .lud path in the rule set's source, else its
 * title, else its name); failing that, a .lud path in the source, else the
 * title ("Name.lud", as Ludii's game loader finds it). */
static void game_line(const record *rec, const fmt_out *o, buf *out)
{
	size_t n;
	const char *v = value(rec, "LudiiGame", &n), *s = o->source, *at, *end;

	buf_puts(out, "game=");
	if (v) {
		put_value(out, v, n);
	} else if (o->trial_game) {
		buf_puts(out, o->trial_game);
	} else if (s && (at = strstr(s, "/lud/")) && (end = strstr(at, ".lud")) != NULL &&
		   !memchr(at, '\n', (size_t)(end - at))) {
		buf_add(out, at, (size_t)(end - at) + 4);
	} else {
		buf_puts(out, o->title ? o->title : o->variant ? o->variant : "?");
		buf_puts(out, ".lud");
	}
	buf_puts(out, "\n");
}

static void options(const record *rec, buf *out)
{
	size_t n;
	const char *v = value(rec, "LudiiOptions", &n), *e, *sep;

	buf_puts(out, "START GAME OPTIONS\n");
	for (e = v ? v + n : NULL; v && v < e; v = sep ? sep + 2 : e) {
		sep = v;
		while (sep + 1 < e && !(sep[0] == ';' && sep[1] == ' '))
			sep++;
		if (sep + 1 >= e)
			sep = NULL;
		put_value(out, v, (size_t)((sep ? sep : e) - v));
		buf_puts(out, "\n");
	}
	buf_puts(out, "END GAME OPTIONS\n");
}

/* How a game with a result ended, in Ludii's words: NaturalEnd only where
 * the rules ended it (o->ruled), else Unknown, Ludii's word for an end it
 * does not know (a resignation, an agreed draw, a loss on time, which its
 * trials have no word for); a trial's own end type where it says no
 * more than that. */
static void end_type(const record *rec, const fmt_out *o, char *e, size_t size)
{
	size_t n;
	const char *end = value(rec, "LudiiEnd", &n);

	if (end && (o->ruled || !(n == 10 && !memcmp(end, "NaturalEnd", 10))))
		snprintf(e, size, "%.*s", (int)(n < size - 1 ? n : size - 1), end);
	else
		snprintf(e, size, "%s", o->ruled ? "NaturalEnd" : "Unknown");
}

/* The trailer: the setup's count, and the result where there is one: the
 * record's claim, else the one the rules decided (a flat line claims
 * none). */
static void trailer(const record *rec, const fmt_out *o, int setup, buf *out)
{
	static const char *const rank[] = { [RES_WHITE] = "1\nendtype=%s\nrankings=0.0,1.0,2.0",
					    [RES_BLACK] = "2\nendtype=%s\nrankings=0.0,2.0,1.0",
					    [RES_DRAW] = "0\nendtype=%s\nrankings=0.0,1.5,1.5" };
	int res = o->result ? rec_result_of(o->result, strlen(o->result)) : rec_claimed(rec);
	size_t n;
	const char *end = value(rec, "LudiiEnd", &n), *version;

	if (res < 0 && o->decided)
		res = rec_result_of(o->decided, strlen(o->decided));
	buf_printf(out, "numInitialPlacementMoves=%d\n", setup);
	if (res == RES_WHITE || res == RES_BLACK || res == RES_DRAW) {
		char e[64];
		end_type(rec, o, e, sizeof e);
		buf_puts(out, "winner=");
		buf_printf(out, rank[res], e);
		buf_puts(out, "\n");
	} else if (end && !(n == 10 && !memcmp(end, "NaturalEnd", 10))) {
		/* stopped by Ludii's limit (TurnLimit, MoveLimit): no winner, ranked even */
		buf_printf(out, "winner=0\nendtype=%.*s\nrankings=0.0,1.5,1.5\n", (int)n, end);
	}
	if ((version = value(rec, "LudiiVersion", &n)) != NULL) {
		buf_puts(out, "SANDBOX=false\nLUDII_VERSION=");
		put_value(out, version, n);
		buf_puts(out, "\n");
	}
}

static int write_trial(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	size_t n;
	const char *rng = value(rec, "LudiiRNG", &n);
	int setup = 0;

	(void)state;
	game_line(rec, o, out);
	options(rec, out);
	buf_puts(out, "RNG internal state=");
	if (rng)
		put_value(out, rng, n);
	else
		buf_puts(out, "0,0,0,0,0,0,0,0"); /* a morris game's start draws nothing */
	buf_puts(out, "\n");
	for (size_t i = 0; i < rec->nels && i < o->upto; i++) {
		const char *m = o->moves[i], *sp;
		if (rec->els[i].kind != EL_MOVE || !m)
			continue;
		for (; *m; m = *sp ? sp + 1 : sp) {
			sp = strchr(m, ' ');
			sp = sp ? sp : m + strlen(m);
			if (sp == m || (size_t)(sp - m) < 7 || memcmp(m, "[Move:", 6) || memchr(m, '\n', (size_t)(sp - m)))
				return diag_set(d, "not-held", "its move '%.*s' is not a Ludii move (a trial "
						"holds moves in Ludii's own form)", plain_upto(m, (size_t)(sp - m), 40), m);
			setup += starts(m, (size_t)(sp - m), "[Move:mover=0,");
			buf_puts(out, "Move=");
			buf_add(out, m, (size_t)(sp - m));
			buf_puts(out, "\n");
		}
	}
	trailer(rec, o, setup, out);
	return out->failed ? -1 : 0;
}

/* The first line Ludii writes: game= and a .lud path; or, in a trial
 * saved without its game, a move. */
static int detect(const char *line, size_t n, int first)
{
	(void)first;
	if (starts(line, n, "Move=[Move:"))
		return 1;
	if (!starts(line, n, "game="))
		return 0;
	while (n && (line[n - 1] == '\r' || line[n - 1] == ' '))
		n--;
	return n > 9 && !memcmp(line + n - 4, ".lud", 4);
}

const rec_fmt fmt_trl = { FMT_TRL, "trl", detect, "Mg", open_reader, read_trial, close_reader,
			  write_trial, 0, 0, NULL };
