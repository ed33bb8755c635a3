#include "core/transcribe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int tr_target(const game *g, const char *target)
{
	return strcmp(target, "json") == 0 ? 0 : ref_notation(g, target);
}

int tr_start(transcript *t, const record *rec, const char *target, int one_word)
{
	if (rec->nels > t->cap) {
		long *s = realloc(t->start, rec->nels * sizeof *s);
		const char **m = s ? realloc(t->moves, rec->nels * sizeof *m) : NULL;
		if (s)
			t->start = s;
		if (!m)
			return -1;
		t->moves = m;
		t->cap = rec->nels;
	}
	for (size_t i = 0; i < rec->nels; i++)
		t->start[i] = -1;
	buf_clear(&t->plies);
	t->rec = rec;
	t->target = target;
	t->one_word = one_word;
	t->to = -1;
	t->known = 0;
	t->prev_plies = -1;
	t->last_el = (size_t)-1;
	t->marks_lost = 0;
	t->unwritten = 0;
	t->unwritten_el = 0;
	t->opened = 0;
	t->opening_from = t->opening_end = 0;
	t->misread = 0;
	return 0;
}

/* In the tagged format a move is one word: "4 4" is written 4,4. */
static void glue(transcript *t, size_t from)
{
	if (t->one_word)
		for (size_t i = from; i < t->plies.len; i++)
			if (t->plies.p[i] == ' ')
				t->plies.p[i] = ',';
}

/* A move in the target notation, at the end of the plies: 0 when the game
 * wrote it, or has nothing to write for it; -1 when the notation cannot
 * write it. */
static int encode(transcript *t, const game *g, const void *st, const game_move *m)
{
	size_t from = t->plies.len;
	int rc = g->encode(st, t->to, m, &t->plies);

	if (rc < 0) {
		t->plies.len = from; /* nothing of a move the notation cannot write */
		return -1;
	}
	if (t->plies.len == from) /* a move the notation says elsewhere (SGF's RE) */
		return 0;
	t->marks_lost += rc > 0;
	glue(t, from);
	return 0;
}

/* What the notation writes before the first move (Ludii's setup moves),
 * once, at the start of the first ply. */
static void opening(transcript *t, const game *g, const void *st)
{
	size_t from = t->plies.len;

	t->opened = 1;
	if (g->encode(st, t->to, NULL, &t->plies) < 0)
		t->plies.len = from;
	else if (t->plies.len > from)
		buf_puts(&t->plies, " ");
	t->opening_from = from;
	t->opening_end = t->plies.len;
}

/* The game is known from the first move on. */
static void learn(transcript *t, const game *g)
{
	if (!t->known) {
		t->known = 1;
		t->to = tr_target(g, t->target);
		t->one_word = t->one_word && t->to >= 0 && !g->notations[t->to].container &&
			      g->notations[t->to].fields > 1;
	}
}

void tr_token(void *arg, const game *g, const void *st, const game_move *m, size_t el)
{
	transcript *t = arg;
	int p = game_base_c(st)->plies;
	size_t prev;

	learn(t, g);
	if (t->to < 0)
		return;
	prev = t->last_el;
	t->last_el = el;
	t->last_len = t->plies.len;
	/* a token joins the ply before it when that ply is not complete, and
	 * the record does not give the two tokens to different players (an SGF
	 * set-up node is no ply, and no part of the move after it) */
	if (p == t->prev_plies && t->plies.len && prev != (size_t)-1 &&
	    t->rec->els[el].who == t->rec->els[prev].who) {
		t->plies.len--; /* reopen the ply: drop its '\0' */
		if (g->notations[t->to].separate)
			buf_puts(&t->plies, " ");
	} else {
		t->start[el] = (long)t->plies.len;
	}
	if (!t->opened)
		opening(t, g, st);
	if (encode(t, g, st, m) && !t->unwritten++)
		t->unwritten_el = el;
	buf_add(&t->plies, "", 1);
	t->prev_plies = p;
}

/* Where a replay stops: the ply of the move refused (as the referee counts
 * it) and why; ply 0 where every move plays. */
typedef struct fault {
	int ply;
	size_t el;  /* the element of the move refused */
	diag d;
} fault;

/* Plays one token: 0, or -1 with f saying where and why it is refused. */
static int step(const game *g, void *st, int notation, const char *tok, size_t n, int who,
		fault *f)
{
	game_state *b = game_base(st);
	game_move m;

	diag_clear(&f->d);
	if (g->decode(st, notation, tok, n, who, &m, &f->d) >= 0 && !g->play(st, &m, &f->d))
		return 0;
	f->ply = b->plies + 1 + b->refused_next;
	return -1;
}

/* Is the refused move, kept as written, a move the target notation `to`
 * reads and the game plays where it stands? The record's moves before it
 * are played again from the start, as read; where they cannot be, it may
 * be: 1. */
static int played_in_target(const game *g, const verdict *v, const record *rec, int to)
{
	game_start start = { .match = { .length = -1 }, .notation = v->notation };
	void *st = g->state_new(v->v->rules);
	const rec_el *e = &rec->els[v->error_el];
	fault f;
	int played = 1;

	if (!st)
		return 1;
	g->state_reset(st, &start);
	for (size_t i = 0; i < v->error_el && played; i++) {
		const rec_el *b = &rec->els[i];
		if (b->kind == EL_MOVE)
			played = !step(g, st, v->notation, rec_at(rec, b->text), b->text.len, b->who, &f);
	}
	played = !played || !step(g, st, to, rec_at(rec, e->text), e->text.len, e->who, &f);
	g->state_free(st);
	return played;
}

/* The record's players, the only tags a fresh game below is told: a move
 * may be read by them (DailyGammon's position line names the side on roll),
 * and every container that keeps a move's player writes them, so the
 * reader of the written record has them too. Without them that line was
 * refused in the source's replay, and a record it opens, refused later
 * for another fault, was said to be misread and not written. */
typedef struct players {
	const record *rec;
	char value[256];
} players;

static const char *player_tag(const void *ctx, const char *name)
{
	players *p = (players *)ctx;

	if (strcmp(name, "White") && strcmp(name, "Black"))
		return NULL;
	return rec_tag_value(p->rec, name, p->value, sizeof p->value);
}

/* A fresh game at the record's place in its match, in notation. */
static void *fresh(const game *g, const verdict *v, const transcript *t, int notation)
{
	players who = { .rec = t->rec };
	game_header head = { player_tag, &who };
	game_start start = { .match = t->place, .notation = notation, .head = &head };
	void *st = g->state_new(v->v->rules);

	if (st)
		g->state_reset(st, &start);
	return st;
}

/* The record's moves as read, played until one is refused. */
static void replay_source(const transcript *t, const game *g, void *st, const verdict *v,
			  fault *f)
{
	const record *rec = t->rec;

	for (size_t i = 0; i < rec->nels; i++) {
		const rec_el *e = &rec->els[i];
		if (e->kind == EL_MOVE &&
		    step(g, st, v->notation, rec_at(rec, e->text), e->text.len, e->who, f)) {
			f->el = i;
			return;
		}
	}
	f->ply = 0;
}

/* The moves as the target's reader takes them back: each ply written, the
 * set-up before the first left out (no move of the record), a word at a
 * time where the notation keeps a ply's parts apart, with its player where
 * the container keeps one; played until one is refused. */
static void replay_target(const transcript *t, const game *g, void *st, fault *f)
{
	const record *rec = t->rec;
	int apart = g->notations[t->to].separate;

	for (size_t i = 0; i < rec->nels; i++) {
		const rec_el *e = &rec->els[i];
		const char *p, *end, *sp;
		if (e->kind != EL_MOVE || t->start[i] < 0)
			continue;
		p = t->plies.p + t->start[i];
		if ((size_t)t->start[i] == t->opening_from && t->opening_end > t->opening_from)
			p = t->plies.p + t->opening_end;
		for (end = p + strlen(p); p < end; p = sp + 1) {
			sp = apart ? memchr(p, ' ', (size_t)(end - p)) : NULL;
			sp = sp ? sp : end;
			if (sp > p &&
			    step(g, st, t->to, p, (size_t)(sp - p), t->keeps_who ? e->who : -1, f)) {
				f->el = i;
				return;
			}
		}
	}
	f->ply = 0;
}

/* Is the record, written, refused where and as it is read: at the same
 * ply, the same move, for the same fault, or where either notation has no
 * word for the refused move kept as written (the occupied 'd6' kept in
 * OpenSpiel's numbers is no action number there, and back from them the
 * refused action, kept, is no move)? Both replays start alike (the
 * record's place in its match, its players): what differs is what the
 * target made of the moves. Where not, it is misread, and how each is
 * refused is kept to be said. */
static void check_read_back(transcript *t, const game *g, const verdict *v)
{
	void *src = fresh(g, v, t, v->notation), *dst = fresh(g, v, t, t->to);
	fault a = { 0 }, b = { 0 };

	if (src && dst) {
		replay_source(t, g, src, v, &a);
		replay_target(t, g, dst, &b);
		if (a.ply != b.ply || a.el != b.el ||
		    (strcmp(a.d.code, b.d.code) && strcmp(a.d.code, "bad-token") &&
		     strcmp(b.d.code, "bad-token"))) {
			t->misread = 1;
			t->source_ply = a.ply;
			t->misread_ply = b.ply;
			snprintf(t->source_why, sizeof t->source_why, "%s", a.ply ? a.d.msg : "");
			snprintf(t->misread_why, sizeof t->misread_why, "%s", b.ply ? b.d.msg : "");
		}
	}
	if (src)
		g->state_free(src);
	if (dst)
		g->state_free(dst);
}

void tr_keep_rest(transcript *t, const verdict *v)
{
	const record *rec = t->rec;
	const game *g = v->v->game;
	int same;
	void *st;
	game_start none = { .match = { .length = -1 } };

	learn(t, g);
	if (t->to < 0)
		return;
	/* tokens that need their position are kept as written: the position is
	 * not known past an illegal move */
	same = g->notations[t->to].reads == g->notations[v->notation].reads ||
	       g->notations[t->to].positional || g->notations[v->notation].positional;
	st = same ? NULL : g->state_new(v->v->rules);
	none.notation = v->notation;
	if (st)
		g->state_reset(st, &none);
	/* take back the illegal token, if it got as far as the encoder: it may
	 * have joined the ply before it (the next move after a mill whose
	 * removal was left out), and is written on its own below */
	if (t->unwritten && t->unwritten_el >= v->error_el)
		t->unwritten = 0; /* from the refused move on, tokens are kept as written */
	if (t->last_el == v->error_el) {
		t->plies.len = t->last_len;
		t->start[v->error_el] = -1;
		if (t->plies.len) /* end the ply the token had reopened */
			t->plies.p[t->plies.len - 1] = '\0';
		if (t->plies.len < t->opening_end) /* the set-up went with it */
			t->opening_from = t->opening_end = 0;
	}
	for (size_t i = v->error_el; i < rec->nels; i++) {
		const rec_el *e = &rec->els[i];
		const char *tok = rec_at(rec, e->text);
		game_move m;
		diag d;

		if (e->kind != EL_MOVE)
			continue;
		if (t->plies.len && t->plies.p[t->plies.len - 1] != '\0')
			buf_add(&t->plies, "", 1);
		t->start[i] = (long)t->plies.len;
		if (st && g->decode(st, v->notation, tok, e->text.len, e->who, &m, &d) >= 0 &&
		    !encode(t, g, st, &m) && t->plies.len > (size_t)t->start[i]) {
			buf_add(&t->plies, "", 1);
			continue;
		}
		t->plies.len = (size_t)t->start[i];
		buf_add(&t->plies, tok, e->text.len);
		glue(t, (size_t)t->start[i]);
		buf_add(&t->plies, "", 1);
		/* the refused move kept as written must be refused read back too:
		 * where the target reads it as a move played there ("05", no
		 * PlayOK point, is OpenSpiel's action 5), the record cannot be
		 * written */
		if (i == v->error_el && g->notations[t->to].reads != g->notations[v->notation].reads &&
		    played_in_target(g, v, rec, t->to) && !t->unwritten++)
			t->unwritten_el = i;
	}
	if (st)
		g->state_free(st);
	if (!t->unwritten)
		check_read_back(t, g, v);
}

const char *const *tr_moves(transcript *t)
{
	for (size_t i = 0; i < t->rec->nels; i++)
		t->moves[i] = t->start[i] >= 0 ? t->plies.p + t->start[i] : NULL;
	return t->moves;
}

void tr_free(transcript *t)
{
	buf_free(&t->plies);
	free(t->start);
	free(t->moves);
	t->start = NULL;
	t->moves = NULL;
	t->cap = 0;
}
