#include "core/standings.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hash.h"
#include "games/game.h"

void stand_init(standings *s)
{
	memset(s, 0, sizeof *s);
}

void stand_free(standings *s)
{
	for (size_t t = 0; t < s->ntables; t++) {
		for (size_t i = 0; i < s->tables[t].nplayers; i++)
			free(s->tables[t].players[i].name);
		free(s->tables[t].players);
		free(s->tables[t].index);
	}
	for (size_t i = 0; i < s->nleft; i++) {
		free(s->left[i].file);
		free(s->left[i].reason);
	}
	free(s->tables);
	free(s->left);
	for (int i = 0; i < 2; i++) {
		buf_free(&s->pending_names[i]);
		buf_free(&s->names[i]);
	}
	memset(s, 0, sizeof *s);
}

static int grow(void **p, size_t *cap, size_t n, size_t size)
{
	size_t c = *cap ? *cap * 2 : 16;
	void *q;

	if (n < *cap)
		return 0;
	if (!(q = realloc(*p, c * size)))
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

/* The table of a game and unit, made when first seen; NULL when out of
 * memory. A new table may move the others: keep no pointer across calls. */
static st_table *table(standings *s, const game *g, int matches)
{
	st_table *t;

	for (size_t i = 0; i < s->ntables; i++)
		if (s->tables[i].g == g && s->tables[i].matches == matches)
			return &s->tables[i];
	if (grow((void **)&s->tables, &s->captables, s->ntables, sizeof *s->tables))
		return s->failed++, NULL;
	t = &s->tables[s->ntables++];
	memset(t, 0, sizeof *t);
	t->g = g;
	t->matches = matches;
	t->points = g && g->check; /* a game that scores in points (game.h) */
	return t;
}

/* FNV-1a: the slot a name starts its look from. */
static size_t name_hash(const char *s)
{
	uint64_t h = hash_name(s);

	return (size_t)(h ^ h >> 32);
}

/* The slot of name in t's index: its row's, or the empty one where it
 * would go. */
static size_t *slot(const st_table *t, const char *name)
{
	size_t mask = t->nindex - 1, i = name_hash(name) & mask;

	while (t->index[i] && strcmp(t->players[t->index[i] - 1].name, name))
		i = (i + 1) & mask;
	return &t->index[i];
}

/* The index made again, with room for twice the rows there will be once
 * one more is added: -1 when out of memory (the old one stays). */
static int reindex(st_table *t)
{
	size_t n = 64, *old = t->index;

	while (n / 2 < t->nplayers + 1)
		n *= 2;
	if (!(t->index = calloc(n, sizeof *t->index))) {
		t->index = old;
		return -1;
	}
	t->nindex = n;
	for (size_t i = 0; i < t->nplayers; i++)
		*slot(t, t->players[i].name) = i + 1;
	free(old);
	return 0;
}

/* The index of the player's row, made when first seen; -1 when out of
 * memory. Found through the index: a look along every row made a table
 * of N players cost N * N / 2 comparisons (80,000 players who play once:
 * 36 s). A new row may move the others: keep indices, not pointers. */
static long player(standings *s, st_table *t, const char *name)
{
	st_player *p;
	size_t *at;

	if (t->nplayers + 1 > t->nindex / 2 && reindex(t))
		return s->failed++, -1;
	at = slot(t, name);
	if (*at)
		return (long)(*at - 1);
	if (grow((void **)&t->players, &t->capplayers, t->nplayers, sizeof *t->players))
		return s->failed++, -1;
	p = &t->players[t->nplayers];
	memset(p, 0, sizeof *p);
	if (!(p->name = strdup(name)))
		return s->failed++, -1;
	*at = t->nplayers + 1;
	return (long)t->nplayers++;
}

/* The rows of a pair of players, once both exist; NULL for one that could
 * not be made. */
static void pair(standings *s, st_table *t, const char *a, const char *b, st_player *p[2])
{
	long i = player(s, t, a), j = player(s, t, b);

	p[0] = i < 0 ? NULL : &t->players[i];
	p[1] = j < 0 ? NULL : &t->players[j];
}

static void leave_out(standings *s, const char *file, long index, const char *status,
		      const char *reason)
{
	st_left *l;

	if (grow((void **)&s->left, &s->capleft, s->nleft, sizeof *s->left)) {
		s->failed++;
		return;
	}
	l = &s->left[s->nleft];
	l->file = strdup(file ? file : "-");
	l->reason = strdup(reason);
	l->record = index;
	l->status = status;
	if (!l->file || !l->reason) {
		free(l->file);
		free(l->reason);
		s->failed++;
		return;
	}
	s->nleft++;
}

/* A game (or match) won by w of the pair p[2], or drawn (w < 0). */
static void score(st_player *p[2], int w)
{
	for (int i = 0; i < 2; i++) {
		if (!p[i])
			continue;
		p[i]->games++;
		if (w < 0) {
			p[i]->draws++;
			p[i]->half++;
		} else if (w == i) {
			p[i]->wins++;
			p[i]->half += 2;
		} else {
			p[i]->losses++;
		}
	}
}

void stand_record(standings *s, const record *rec, const verdict *v)
{
	st_player *p[2];
	st_table *t;
	const char *a, *b;
	int named;

	if (v->status != ST_VALID) {
		if (v->in_match)
			s->bad = 1;
		leave_out(s, rec->file, rec->index, ref_status_text(v->status), v->err.msg);
		return;
	}
	if (v->result == RES_NONE) {
		if (v->in_match)
			s->bad = 1;
		leave_out(s, rec->file, rec->index, "unfinished", "the game has no result");
		return;
	}
	/* the names whole: players are told apart by every byte of them */
	if ((named = rec_player_names(rec, &s->names[0], &s->names[1])) < 0) {
		s->failed++;
		return;
	}
	a = s->names[0].p;
	b = s->names[1].p;
	named = named && !rec_names_nobody(a) && !rec_names_nobody(b); /* "Player X" too */
	if (!named) { /* no one to score: never a player called "?" */
		if (v->in_match)
			s->bad = 1;
		leave_out(s, rec->file, rec->index, "not scored", strcmp(a, "?") || strcmp(b, "?") ?
			  "a player is not named" : "no player names");
		return;
	}
	if (v->in_match && rec_head_long(rec, H_LENGTH, -1) > 0) {
		/* the points count with the match, when it counts */
		if (v->result == RES_WHITE || v->result == RES_BLACK)
			s->pending[v->result == RES_WHITE ? 0 : 1] += v->points;
		s->pending_game = v->v->game;
		if (!s->pending_named) { /* the match's players, as its first game names them */
			for (int i = 0; i < 2; i++) {
				buf_clear(&s->pending_names[i]);
				buf_add(&s->pending_names[i], s->names[i].p, s->names[i].len);
			}
			s->pending_named = 1;
		}
		return;
	}
	if (!(t = table(s, v->v->game, 0)))
		return;
	pair(s, t, a, b, p);
	if (v->result == RES_WHITE && p[0])
		p[0]->points += v->points;
	if (v->result == RES_BLACK && p[1])
		p[1]->points += v->points;
	score(p, v->result == RES_WHITE ? 0 : v->result == RES_BLACK ? 1 : -1);
}

void stand_match(standings *s, const ref_match *m)
{
	int w = ref_match_winner(m), bad = s->bad;
	long points[2] = { s->pending[0], s->pending[1] };
	const game *g = s->pending_game;
	int named = s->pending_named;
	char why[512];

	s->bad = 0;
	s->pending[0] = s->pending[1] = 0;
	s->pending_game = NULL;
	s->pending_named = 0;
	if (m->length <= 0)
		return; /* money play: its games were scored one by one */
	if (bad || w < 0) {
		if (bad)
			snprintf(why, sizeof why, "match %s (%s - %s): a game of it is not valid", m->id,
				 m->players[0], m->players[1]);
		else
			snprintf(why, sizeof why, "match %s (%s - %s): stops at %d-%d of %d points",
				 m->id, m->players[0], m->players[1], m->score[0], m->score[1],
				 m->length);
		leave_out(s, m->file, 0, "unfinished", why);
		return;
	}
	{
		st_player *p[2];
		st_table *t = table(s, g, 1);
		if (!t)
			return;
		if (named && (s->pending_names[0].failed || s->pending_names[1].failed))
			return (void)s->failed++;
		/* the names whole where its games gave them (m's are cut) */
		pair(s, t, named ? s->pending_names[0].p : m->players[0],
		     named ? s->pending_names[1].p : m->players[1], p);
		for (int i = 0; i < 2; i++)
			if (p[i])
				p[i]->points += points[i];
		score(p, w);
	}
}

void stand_judge(standings *s, referee *ref, const record *rec, const diag *unreadable,
		 verdict *v)
{
	const ref_match *ended;

	if (unreadable && rec) { /* not refereed: no match opens or closes */
		ref_unread(ref, rec, v, unreadable);
		stand_record(s, rec, v);
		return;
	}
	memset(v, 0, sizeof *v);
	ended = rec ? ref_judge(ref, rec, NULL, v) : ref_finish(ref);
	if (ended) /* this record, or the end of the file, closed a match */
		stand_match(s, ended);
	if (rec)
		stand_record(s, rec, v);
}

size_t stand_place(const st_table *t, size_t i)
{
	return t->players[i].place;
}

static int by_score(const void *x, const void *y)
{
	const st_player *a = x, *b = y;

	if (a->half != b->half)
		return b->half - a->half;
	if (a->points != b->points)
		return b->points > a->points ? 1 : -1;
	return strcmp(a->name, b->name);
}

void stand_sort(standings *s)
{
	for (size_t i = 0; i < s->ntables; i++) {
		st_table *t = &s->tables[i];
		if (t->nplayers)
			qsort(t->players, t->nplayers, sizeof *t->players, by_score);
		/* a player tied with the one before shares its place: found once
		 * here, row after row (a look back from each row along the
		 * players tied with it cost a table of N tied players N * N / 2) */
		for (size_t j = 0; j < t->nplayers; j++) {
			st_player *p = &t->players[j];
			p->place = j && p[-1].half == p->half && p[-1].points == p->points ? p[-1].place
											 : j + 1;
		}
		/* the rows moved: a player looked up after is indexed again */
		free(t->index);
		t->index = NULL;
		t->nindex = 0;
	}
}

const char *stand_score_text(int half, char *out, size_t n)
{
	if (half == 1)
		snprintf(out, n, "½");
	else
		snprintf(out, n, "%d%s", half / 2, half % 2 ? "½" : "");
	return out;
}

const char *stand_title(const st_table *t, char *out, size_t n)
{
	snprintf(out, n, "%s, by %s", t->g && t->g->title ? t->g->title : "?",
		 t->matches ? "match" : "game");
	return out;
}
