#include "core/match.h"

#include <stdio.h>
#include <string.h>

/* A hash of the whole name that fills a seat's place (it may be cut
 * there); 0 for a name that fits, which is compared whole. A cut between
 * characters may leave up to 3 bytes of the place unused. */
static uint64_t whole(const record *rec, const char *name, size_t size, rec_hkey k, rec_hkey alt)
{
	const rec_tag *t = rec_head_tag(rec, k);

	if (strlen(name) + 4 < size)
		return 0;
	return rec_tag_hash(rec, t ? t : rec_head_tag(rec, alt));
}

/* The seat of a record with no tags: no players named, as rec_players
 * says of it (a file of games one a line, each a look-up of four tags). */
static inline void no_players(const record *rec, ref_seat *s)
{
	s->index = rec->index;
	memcpy(s->first, "?", 2);
	memcpy(s->second, "?", 2);
	s->file = NULL;
}

void match_seat(const record *rec, ref_seat *s)
{
	if (!rec->ntags) {
		no_players(rec, s);
		return;
	}
	s->index = rec->index;
	s->file = rec_players(rec, s->first, s->second, sizeof s->first) ? rec->file : NULL;
	if (!s->file)
		return;
	s->whole[0] = whole(rec, s->first, sizeof s->first, H_X, H_WHITE);
	s->whole[1] = whole(rec, s->second, sizeof s->second, H_O, H_BLACK);
	if ((!strcmp(s->first, s->second) && s->whole[0] == s->whole[1]) ||
	    rec_names_nobody(s->first) || rec_names_nobody(s->second))
		s->file = NULL;
}

/* Are two names of seats the same player: the same as held, and the same
 * whole? */
static int same(const ref_seat *a, int i, const ref_seat *b, int j)
{
	return !strcmp(i ? a->second : a->first, j ? b->second : b->first) &&
	       a->whole[i] == b->whole[j];
}

/* Every record judged or passed: its players become the ones the next
 * record's first player is checked against. */
static inline void note_players(match_tracker *r, const record *rec)
{
	match_seat(rec, &r->seat[r->now ^= 1]);
}

int match_first_again(const ref_seat *b, const ref_seat *s, const variant *v)
{
	return s->file && b->file && ((const game_rules *)v->rules)->alternate_first &&
	       same(s, 0, b, 0) && same(s, 1, b, 1);
}

/* Where the rules say the first player alternates in a match: the same two
 * players in consecutive records of a file must swap colours. */
void match_check_alternation(match_tracker *r, const record *rec, verdict *out)
{
	const variant *v = out->v;
	const ref_seat *b = &r->seat[r->now ^ 1], *s = &r->seat[r->now];
	int next = s->file && b->file == s->file && b->index + 1 == s->index;

	(void)rec;
	if (next && match_first_again(b, s, v)) {
		out->status = ST_MISMATCH;
		out->has_error = 1;
		diag_at(&out->err, rec->file, rec->line, 1);
		diag_set(&out->err, "first-player", "%s plays first again: under %s the first player "
			 "alternates from game to game in a match", s->first, v->name);
	}
}

static void close_match(match_tracker *r)
{
	if (r->match.active) {
		r->done = r->match;
		r->match.active = 0;
	}
}

const ref_match *match_finish(match_tracker *r)
{
	r->done.active = 0; /* a match the last record closed was reported with it */
	close_match(r);
	r->seat[0].file = r->seat[1].file = NULL; /* the file's name may go now */
	r->last_game = -1;
	return r->done.active ? &r->done : NULL;
}

void match_take_over(match_tracker *r, const match_tracker *from, const char *file)
{
	*r = *from;
	r->done.active = 0; /* said by the referee it came from */
	if (r->match.active)
		r->match.file = file;
	for (int i = 0; i < 2; i++)
		if (r->seat[i].file)
			r->seat[i].file = file;
}

int ref_match_winner(const ref_match *m)
{
	if (m->length > 0)
		for (int i = 0; i < 2; i++)
			if (m->score[i] >= m->length)
				return i;
	return -1;
}

/* Where the games before this one were not refereed, the record's own score
 * line says where the match stands: a file that starts in mid-match, or the
 * game after one that was illegal, unreadable or mismatched (one bad game is
 * one error, not one per game after it). */
static void adopt_score(match_tracker *r, const record *rec)
{
	long w = rec_head_long(rec, H_SCORE_WHITE, -1), b = rec_head_long(rec, H_SCORE_BLACK, -1);

	if (w < 0 || b < 0 || w > 1 << 20 || b > 1 << 20)
		return;
	if (!r->match.games && (w || b)) {
		r->match.joined = 1;
		r->match.joined_score[0] = (int)w;
		r->match.joined_score[1] = (int)b;
	}
	r->match.score[0] = (int)w;
	r->match.score[1] = (int)b;
	r->match.resync = 0;
}

/* A match's last game written with the points the winner needed, not what
 * the game was worth (BackgammonGalaxy: "Wins 3 point and the match" for a
 * gammon worth 4 at 3-away): true when `claimed` is exactly what was needed
 * and the game is worth more. */
void match_lost_game(match_tracker *r, const record *rec)
{
	if (r->match.active && rec && r->match.file == rec->file)
		r->match.resync = 1;
}

int match_capped(const match_tracker *r, const verdict *out, int winner, long claimed)
{
	long needed;

	if (!out->in_match || winner < 0 || winner > 1 || r->match.length <= 0)
		return 0;
	needed = r->match.length - out->score_before[winner];
	return needed > 0 && claimed >= needed && (claimed == needed || claimed == r->match.length) ?
	       (int)needed : 0;
}

/* A match's name as it is kept: a [Match] value cut to an id's size. */
#define ID_SIZE sizeof ((ref_match *)0)->id

/* The rule of a match, in one place: does the record follow the last
 * record of the match named id, numbered last_game (-1: not numbered)?
 * Both in a match (the record's [Match], compared where it lies, cut as
 * its id would be), the same one, and the record numbered after the last
 * where both are numbered (two matches of one name in a row, as when files
 * are joined into one, are two). */
static inline int follows(const char *id, long last_game, const record *rec)
{
	const rec_tag *t = rec_head_tag(rec, H_MATCH);

	return id && t && rec_tag_is(rec, t, id, ID_SIZE) && rec_game_follows(rec, last_game);
}

/* Does the record leave the open match: in no match, another file or
 * another match, or numbered as a game not after the match's last? Notes
 * the record's game number for the next. */
static inline int leaves(match_tracker *r, const record *rec, const char *id)
{
	int stays = r->match.file == rec->file && follows(r->match.id, r->last_game, rec);

	r->last_game = id ? rec_head_int(rec, H_GAME, -1) : -1;
	return r->match.active && !stays;
}

int match_apart(const record *a, const record *b)
{
	char x[ID_SIZE];

	return !follows(rec_head(a, H_MATCH, x, sizeof x), rec_head_int(a, H_GAME, -1), b);
}

const ref_seat *match_last_seat(const match_tracker *r)
{
	return &r->seat[r->now];
}

void match_follow(match_tracker *r, const ref_seat *seat)
{
	r->seat[r->now ^= 1] = *seat;
}

int match_goes_on(const match_tracker *r, const record *rec)
{
	return r->match.active && follows(r->match.id, r->last_game, rec);
}

/* The match's length its first record gives: REF_LENGTH_UNREAD where its
 * [Length] holds no number arbiter reads (the games are unreadable for it:
 * referee.c's not_number), not the number read from the value's first
 * digits, which the record does not hold. */
static int match_length(const record *rec)
{
	const rec_tag *t = rec_head_tag(rec, H_LENGTH);

	if (t && rec_tag_number_kind(rec, t) > REC_NUM_NONE)
		return REF_LENGTH_UNREAD;
	return rec_head_int(rec, H_LENGTH, -1);
}

/* match_enter for a record with tags: the match it names, if any. */
static __attribute__((noinline)) void enter_named(match_tracker *r, const record *rec,
						  verdict *out)
{
	char id[ID_SIZE];
	const char *in = rec_head(rec, H_MATCH, id, sizeof id);
	long before = r->last_game;

	note_players(r, rec);
	if (leaves(r, rec, in))
		close_match(r);
	if (!in)
		return;
	/* a game numbered past the next of the open match: the games between
	 * are not here (convert leaves illegal ones out), and its score line
	 * says where the match stands */
	if (r->match.active && before >= 0 && r->last_game > before + 1)
		r->match.resync = 1;
	if (!r->match.active) {
		memset(&r->match, 0, sizeof r->match);
		r->match.active = 1;
		r->match.file = rec->file;
		snprintf(r->match.id, sizeof r->match.id, "%s", id);
		r->match.length = match_length(rec);
		rec_players(rec, r->match.players[0], r->match.players[1], sizeof r->match.players[0]);
	}
	if (!r->match.games || r->match.resync)
		adopt_score(r, rec);
	out->in_match = 1;
	out->number = rec_head_int(rec, H_GAME, r->match.games + 1);
	r->match.games++; /* refereed or not, the game was played */
	out->score_before[0] = r->match.score[0];
	out->score_before[1] = r->match.score[1];
}

/* The match this record belongs to: the one open, or a new one. A record
 * with no tags is in none, numbered nowhere and names no players (what
 * leaves() and match_seat say of it), told so in a few stores: a file of
 * games one a line enters thousands. */
void match_enter(match_tracker *r, const record *rec, verdict *out)
{
	r->done.active = 0;
	if (rec->ntags) {
		enter_named(r, rec, out);
		return;
	}
	no_players(rec, &r->seat[r->now ^= 1]);
	r->last_game = -1;
	close_match(r);
}

/* The record's own score line against the games so far. */
void match_check_score(match_tracker *r, const record *rec, verdict *out)
{
	long w = rec_head_long(rec, H_SCORE_WHITE, -1), b = rec_head_long(rec, H_SCORE_BLACK, -1);
	const rec_tag *t = rec_head_tag(rec, H_SCORE_WHITE);
	long line, col;

	if (out->has_error || w < 0 || b < 0 || (w == r->match.score[0] && b == r->match.score[1]))
		return;
	if (r->match.length == 0 && w == 0 && b == 0)
		return; /* money play, each game at 0-0: its own stakes, no running total
			 * (BgMatchFormat's sessions; gnubg and XG keep one) */
	out->status = ST_MISMATCH;
	out->has_error = 1;
	if (rec->score_prop) { /* named as written: SGF's MI[ws:0][bs:1] */
		diag_at(&out->err, rec->file, (long)rec->score_line, (long)rec->score_col);
		diag_set(&out->err, "score-mismatch", "%s[%s:%ld][%s:%ld] says the score before "
			 "this game is %ld-%ld, but the games before make it %d-%d", rec->score_prop,
			 rec->score_keys[0], w, rec->score_keys[1], b, w, b, r->match.score[0],
			 r->match.score[1]);
		return;
	}
	rec_locate(rec, t->value.off, &line, &col);
	diag_at(&out->err, rec->file, line, col);
	diag_set(&out->err, "score-mismatch", "the score line says %ld-%ld, but the games before "
		 "make it %d-%d", w, b, r->match.score[0], r->match.score[1]);
}

/* The game's points go to the match. */
void match_score_game(match_tracker *r, const verdict *out, const outcome *o)
{
	if (!out->in_match)
		return;
	r->match.flags |= o->match_flags;
	if (out->status != ST_VALID)
		r->match.resync = 1; /* the next score line says where the match stands */
	if (out->status == ST_ILLEGAL)
		return; /* the game's points are unknown */
	if (out->points > 0 && (out->result == RES_WHITE || out->result == RES_BLACK))
		r->match.score[out->result == RES_WHITE ? 0 : 1] += out->points;
}

const ref_match *match_pass(match_tracker *r, const record *rec)
{
	char id[ID_SIZE];

	r->done.active = 0;
	note_players(r, rec);
	if (leaves(r, rec, rec_head(rec, H_MATCH, id, sizeof id)))
		close_match(r);
	return r->done.active ? &r->done : NULL;
}
