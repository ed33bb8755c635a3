/* A game as a record: its moves joined into plies in the target notation
 * (core/transcribe.c, as convert joins them), the caller's tags and those
 * the game knows (the rule set, the match, the result, a forfeit), written
 * by the format's own writer, so that the readers read it back. */
#include <stdlib.h>
#include <string.h>

#include "core/record.h"
#include "core/transcribe.h"
#include "formats/format.h"
#include "lib/lib.h"

/* The format and the notation to write in: tagged and JSON in the game's
 * notation, a notation's own container (.mat, SGF) in that notation. */
/* Can a record in format f say the game's rule set, players and result?
 * Not a GoldToken list, which holds the moves alone: read back, a game of
 * another rule set was judged as nine men's morris, and a forfeit as a
 * game not over. */
static int says_game(const rec_fmt *f)
{
	return f && f->id != FMT_GOLDTOKEN;
}

/* The formats a game's records are written in, for a message. */
static const char *formats_of(const game *g, const char *own, char *list, size_t size)
{
	snprintf(list, size, "%s", own ? "json" : "tagged, json");
	for (int i = 0; g->notations[i].name; i++) {
		const char *c = g->notations[i].container;
		int again = 0;

		for (int k = 0; c && k < i; k++)
			again |= g->notations[k].container && !strcmp(g->notations[k].container, c);
		if (c && !again && says_game(fmt_named(c)))
			snprintf(list + strlen(list), size - strlen(list), ", %s", c);
	}
	return list;
}

static int target(const arb_game *a, const char *format, rec_format *fmt, int *to, arb_error *err)
{
	const game *g = a->g;
	const char *own = g->notations[a->notation].container;
	char list[128];

	if (!format)
		format = own ? own : "tagged";
	if (!strcmp(format, "tagged") || !strcmp(format, "json")) {
		*fmt = format[0] == 't' ? FMT_TAGGED : FMT_JSON;
		*to = a->notation;
		if (*fmt == FMT_TAGGED && own)
			return lib_fail(err, ARB_EUSAGE, "format", "%s notation is written in %s files, "
					"not tagged records", g->notations[a->notation].name, own);
		return ARB_OK;
	}
	for (int i = 0; g->notations[i].name; i++)
		if (g->notations[i].container && !strcmp(g->notations[i].container, format) &&
		    says_game(fmt_named(format))) {
			*fmt = fmt_named(format)->id;
			*to = i;
			return ARB_OK;
		}
	return lib_fail(err, ARB_EUSAGE, "format", "a %s record is not written as '%s' (it is "
			"written as %s)", g->name, format, formats_of(g, own, list, sizeof list));
}

/* A tag, its value escaped as tagged records write it (\" and \\), on one
 * line. */
static int tag(record *rec, const char *name, const char *value)
{
	rec_span n = { (uint32_t)rec->text.len, (uint32_t)strlen(name) }, v;

	buf_puts(&rec->text, name);
	v.off = (uint32_t)rec->text.len;
	for (const char *p = value; *p; p++) {
		if (*p == '"' || *p == '\\')
			buf_add(&rec->text, "\\", 1);
		buf_add(&rec->text, *p == '\n' || *p == '\r' || *p == '\t' ? " " : p, 1);
	}
	v.len = (uint32_t)(rec->text.len - v.off);
	return rec->text.failed || rec_add_tag(rec, n, v) ? -1 : 0;
}

static int has_tag(const char *const *tags, const char *name)
{
	for (size_t i = 0; tags && tags[i]; i += 2)
		if (!strcmp(tags[i], name))
			return 1;
	return 0;
}

/* The caller's tags (none the game's own: own_tags), then the game's;
 * [Match] the game's where the caller named none. */
static int tags_of(const arb_game *a, record *rec, const char *const *tags, int to, rec_format fmt)
{
	char n[3][24], why[sizeof a->forfeit_why + 16];
	int bad = 0;

	for (size_t i = 0; tags && tags[i]; i += 2)
		bad |= tag(rec, tags[i], tags[i + 1] ? tags[i + 1] : "");
	bad |= tag(rec, "Variant", a->rules->v->name);
	if (fmt == FMT_TAGGED && to != 0)
		bad |= tag(rec, "Notation", a->g->notations[to].name);
	if (a->match.length >= 0) { /* a game of a match, or of money play: its place */
		snprintf(n[0], sizeof n[0], "%d", a->match.length);
		snprintf(n[1], sizeof n[1], "%d", a->match.score[0]);
		snprintf(n[2], sizeof n[2], "%d", a->match.score[1]);
		if (!has_tag(tags, "Match"))
			bad |= tag(rec, "Match", "1");
		bad |= tag(rec, "Length", n[0]) | tag(rec, "ScoreWhite", n[1]) |
		       tag(rec, "ScoreBlack", n[2]);
	}
	bad |= tag(rec, "Result", arb_game_result(a));
	if (a->forfeit) {
		snprintf(why, sizeof why, "forfeit: %s", a->forfeit_why);
		bad |= tag(rec, "Termination", why);
	}
	if (a->g->check && arb_game_over(a)) { /* what the win is worth, where games score points */
		snprintf(n[0], sizeof n[0], "%d", arb_game_points(a));
		bad |= tag(rec, "Points", n[0]);
	}
	return bad;
}

/* The record: tags, one element a move (its text is the transcript's),
 * the result. */
static int build(arb_game *a, record *rec, const char *const *tags, int to, rec_format fmt)
{
	const char *res = arb_game_result(a);
	rec_span r;

	if (tags_of(a, rec, tags, to, fmt))
		return -1;
	for (size_t i = 0; i < a->nev; i++) {
		if (a->ev[i].is_roll)
			continue;
		if (rec_add_el_of(rec, EL_MOVE, a->ev[i].who, (rec_span){ 0, 0 }, 0, 0))
			return -1;
	}
	r = (rec_span){ (uint32_t)rec->text.len, (uint32_t)strlen(res) };
	return buf_puts(&rec->text, res) || rec_add_el(rec, EL_RESULT, r, 0, 0) ? -1 : 0;
}

/* A move told to the transcript before it is played: the k-th move is the
 * record's k-th element. */
typedef struct told {
	const game *g;
	transcript *tr;
} told;

static int tell(void *arg, const void *st, const lib_event *e, size_t k)
{
	told *t = arg;

	tr_token(t->tr, t->g, st, &e->m, k);
	return 0;
}

/* The moves in the target notation, joined into plies: the game played
 * again, each move told to the transcript before it is played. */
static int transcribe(arb_game *a, const record *rec, transcript *tr, int to, rec_format fmt)
{
	if (tr_start(tr, rec, a->g->notations[to].name, fmt == FMT_TAGGED) ||
	    play_events(a, a->scratch, a->nev, tell, &(told){ a->g, tr }))
		return -1;
	return tr->plies.failed ? -1 : 0;
}

/* A caller's tag that the game writes itself is refused, not written twice
 * (two [Result]s make the record unreadable) nor in place of the game's (a
 * caller's [Variant] would referee it under another rule set): its facts
 * are the game's. Termination is the game's only for a forfeit; for
 * another game the caller's says why it stopped. */
static int own_tags(const arb_game *a, const char *const *tags, arb_error *err)
{
	static const char *const own[] = { "Variant", "Notation", "Length", "ScoreWhite",
					   "ScoreBlack", "Result", "Points", NULL };

	for (size_t i = 0; tags && tags[i]; i += 2) {
		int mine = a->forfeit && !strcmp(tags[i], "Termination");
		for (int k = 0; !mine && own[k]; k++)
			mine = !strcmp(tags[i], own[k]);
		if (mine)
			return lib_fail(err, ARB_EUSAGE, "usage", "arb_game_write: the tag '%s' is "
					"the game's own, written by it, not among the caller's tags",
					tags[i]);
	}
	return ARB_OK;
}

int arb_game_write(arb_game *a, const char *format, const char *const *tags, const char **text,
		   size_t *len, arb_error *err)
{
	record rec = { 0 };
	transcript tr = { 0 };
	rec_format fmt;
	const rec_fmt *w;
	void *state = NULL;
	int to = 0, rc;
	diag d;

	if (!a || !text || !len)
		return lib_fail(err, ARB_EUSAGE, "usage", "arb_game_write: no game, or nowhere to put it");
	if ((rc = own_tags(a, tags, err)) || (rc = target(a, format, &fmt, &to, err)))
		return rc;
	w = fmt_of(fmt);
	if ((!a->scratch && !(a->scratch = a->g->state_new(a->v->rules))) ||
	    (w->state_size && !(state = calloc(1, w->state_size))))
		rc = lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	else if (build(a, &rec, tags, to, fmt) || transcribe(a, &rec, &tr, to, fmt))
		rc = lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	else if (tr.unwritten)
		rc = lib_fail(err, ARB_EUSAGE, "encode", "a move %s notation cannot write (move %zu)",
			      a->g->notations[to].name, tr.unwritten_el + 1);
	if (!rc) {
		fmt_out o = { .moves = tr_moves(&tr), .upto = rec.nels, .sep = " ",
			      .resigned = a->forfeit != 0, .game = a->g->name,
			      /* a forfeit is no end of the rules' */
			      .ruled = !a->forfeit && game_base_c(a->st)->out.over,
			      .variant = a->rules->v->name, .notation = a->g->notations[to].name,
			      .title = a->rules->v->title, .source = a->rules->v->source,
			      .ply_words = a->g->notations[to].separate };
		buf_clear(&a->out);
		diag_clear(&d);
		if (w->write(state, &rec, &o, &a->out, &d) || fmt_written_text(&a->out, 0, &d))
			rc = d.code[0] ? lib_diag(err, ARB_EUSAGE, &d)
				       : lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	free(state);
	tr_free(&tr);
	rec_free(&rec);
	*text = rc ? NULL : a->out.p;
	*len = rc ? 0 : a->out.len;
	return rc;
}
