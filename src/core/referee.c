#include "core/referee.h"

#include "core/match.h"
#include "core/movelog.h"
#include "base/calls.h"
#include "base/edit.h"
#include "base/plain.h"

#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>

enum { REF_NAMED = 64 }; /* variant names remembered */
/* A slot's memory of tokens: 1 << REF_CACHE_BITS places (1.25 MB) for a
 * referee alone, a share of it for one among threads (ref_threads), never
 * fewer than 1 << REF_CACHE_BITS_LEAST. */
enum { REF_CACHE_BITS = 14, REF_CACHE_BITS_LEAST = 8, REF_CACHE_TOKEN = 15,
       FULL_SHIFT = 65 - REF_CACHE_BITS };
/* A referee among threads makes the memories of the first REF_AT_ONCE rule
 * sets it meets at once (zeroed_new), the others as they are touched: the
 * threads together hold no more than two whole memories so, however many
 * rule sets an archive names. */
enum { REF_AT_ONCE = 2 };

/* A decoded token: its move, and its key (the token zero-padded to 16
 * bytes, the notation and player in the last: token_tag). The move comes
 * first: a place found is its move, with no offset to add. */
typedef struct ref_cached {
	game_move m;
	uint64_t key[2];
} ref_cached;

/* The moves of a record judged in windows (core/movelog.h), and for each
 * place of the memory of tokens, the token that stood there when it was
 * last logged and its number in the log: a move met before is logged
 * without its token hashed again. */
typedef struct ref_log {
	movelog log;
	struct {
		uint64_t key[2];
		size_t k;
	} *at;
} ref_log;

/* A game state per variant met, and its memory of decoded tokens. */
typedef struct ref_slot {
	const variant *v;
	void *st;
	ref_cached *cache;   /* 1 << the referee's cache_bits entries, where the game's decoding is pure */
	int shift;           /* 65 - cache_bits: a hash's high bits pick a pair of them */
	/* the play of the notation the last record was read in (the game's,
	 * unless the notation has its own: games/game.h), and that notation
	 * + 1 (0: none yet): looked up only where a record's notation is not
	 * the last one's, so that neither a record's start nor the loop of
	 * moves pays for it */
	int (*play)(void *st, const game_move *m, diag *d);
	int play_of;
	/* and its run, or NULL (games/game.h) */
	int (*run)(void *st, const char *text, size_t len, const unsigned char blank[256],
		   size_t *at, diag *d);
	/* the record's move refused was a token that does not decode: the
	 * suggestion does not decode it again (its message written again) */
	int undecoded;
} ref_slot;

struct referee {
	var_registry *reg;
	variant *fixed;            /* -V, or NULL: the record's tag decides */
	const char *fallback;      /* variant when neither -V nor a tag names one */
	const char *notation;      /* -n, or NULL */
	/* what -n names, looked up at the first record that asks, not at
	 * every one: the game of that notation alone (for a record naming no
	 * variant), and its number in the last game it was asked of */
	struct {
		int looked;
		const game *only;
		const game *of;
		int index;
	} n;
	/* the notation the last record named itself (a [Notation] tag, a
	 * format's hint), and its number in the game it was looked up in: an
	 * archive names the same one record after record, and the look-up cost
	 * a strcasecmp call for each notation of the game before it */
	struct {
		const game *of;
		char name[32];
		int index;
	} tagged_n;
	/* the notation a game guesses for a record with no tags: its detect
	 * sees no header but the tags, and a file of games one a line asks
	 * it record after record (about 120 instructions each) */
	struct {
		const game *of;
		int index;
	} untagged_n;
	/* the record's notation was found from its first move's shape
	 * (pick_notation): a bare record so judged is not kept for the next */
	int shaped;
	/* what a bare record (bare(): no tags, no format's hints) was last
	 * judged under, with -V: such a record names no rule set, notation,
	 * match or players, so the next is judged under the same slot and
	 * notation without the look-ups that found them (a file of games one
	 * a line starts thousands); slot + 1, 0 while none was */
	struct {
		size_t slot;
		int notation;
	} bare;
	ref_slot *slots;
	size_t nslots;
	int cache_bits;            /* each slot's memory of tokens: 1 << cache_bits (ref_threads) */
	int at_once;               /* memories of tokens still to be made at once (zeroed_new) */
	int alone;                 /* ... but none while its thread runs alone (ref_alone) */
	/* the variants the last records named, most recent first: an archive
	 * names a few, record after record, and a name that is an alias (Nine
	 * Men's Morris) costs a walk through every rule set to find, as does
	 * a name no rule set answers to, and then the nearest name */
	struct named {
		char name[128];
		const variant *v;  /* NULL: no rule set answers to the name */
		const char *near;  /* then the name to suggest, or NULL */
		int own;           /* the name is v's own, not an alias */
	} named[REF_NAMED];
	size_t nnamed;
	match_tracker m;           /* the matches, and the records before for the first player */
	/* for suggestions after an illegal move: the legal moves, and one written
	 * out (made at the first, kept for the next) */
	game_move *suggested;
	buf suggestion;
	/* the record being judged, between ref_start, ref_moves and ref_end */
	struct {
		ref_slot *slot;        /* NULL: the verdict was given before the moves */
		const ref_opts *opts;
		size_t next, prev;     /* the element to play next, the last move played */
		int stopped, over;     /* opts->stop_ply reached; no more moves to play */
	} cur;
	/* a record judged in windows (ref_drop): the moves of those gone, and
	 * the matches as they stood before it, for one that turns out
	 * unreadable */
	ref_log log;
	int logging;
	match_tracker held;
	int holding;
};

/* Zeroed memory of n bytes asked of the kernel, whose pages read as zeros
 * and cost nothing until written: a slot's memory of tokens (1.25 MB, all
 * places empty: zero keys), of which a small file touches few pages, and
 * each rule set a run meets has one; and the log's places (ref_hold).
 * (calloc clears it all by hand once the C library has raised its
 * threshold for such blocks, which a file's read buffer, freed, does:
 * about 83,000 instructions a rule set for 640 KB.) NULL when out of
 * memory.
 *
 * at_once: every page made now, for a referee among threads (the first
 * rule sets it meets: REF_AT_ONCE). A page is first read as the kernel's
 * one page of zeros (a token looked for), then written (the token
 * learnt): the kernel copies it then, and while the process runs on other
 * cores as well, the copy stops each of them to forget the old page (an
 * interrupt between cores, dear on a virtual machine). -j 2 on 57 small
 * .mat files spent two thirds of its time so: 36.6 ms of processor
 * against 14.1 made at once (perf stat, 15 runs). */
static void *zeroed_new(size_t n, int at_once)
{
#ifdef MAP_ANONYMOUS
	int flags = MAP_PRIVATE | MAP_ANONYMOUS;
#ifdef MAP_POPULATE
	flags |= at_once ? MAP_POPULATE : 0;
#else
	(void)at_once;
#endif
	void *c = mmap(NULL, n, PROT_READ | PROT_WRITE, flags, -1, 0);
	return c == MAP_FAILED ? NULL : c;
#else
	(void)at_once;
	return calloc(1, n);
#endif
}

static void zeroed_free(void *c, size_t n)
{
#ifdef MAP_ANONYMOUS
	if (c)
		munmap(c, n);
#else
	(void)n;
	free(c);
#endif
}

static ref_cached *cache_new(int bits, int at_once)
{
	return zeroed_new(((size_t)1 << bits) * sizeof(ref_cached), at_once);
}

static void cache_free(ref_cached *c, int bits)
{
	zeroed_free(c, ((size_t)1 << bits) * sizeof *c);
}

referee *ref_new(var_registry *reg, variant *fixed, const char *fallback, const char *notation)
{
	referee *r = calloc(1, sizeof *r);

	if (r) {
		r->reg = reg;
		r->fixed = fixed;
		r->fallback = fallback;
		r->notation = notation;
		r->m.last_game = -1;
		r->cache_bits = REF_CACHE_BITS;
	}
	return r;
}

void ref_threads(referee *r, int n)
{
	int bits = REF_CACHE_BITS;

	if (r->nslots || r->log.at) /* made already */
		return;
	for (int t = 1; t < n && bits > REF_CACHE_BITS_LEAST; t *= 2)
		bits--;
	r->cache_bits = bits;
	r->at_once = n > 1 ? REF_AT_ONCE : 0;
}

void ref_alone(referee *r, int alone)
{
	r->alone = alone;
}

void ref_free(referee *r)
{
	if (!r)
		return;
	for (size_t i = 0; i < r->nslots; i++) {
		r->slots[i].v->game->state_free(r->slots[i].st);
		cache_free(r->slots[i].cache, r->cache_bits);
	}
	free(r->slots);
	free(r->suggested);
	buf_free(&r->suggestion);
	log_free(&r->log.log);
	zeroed_free(r->log.at, ((size_t)1 << r->cache_bits) * sizeof *r->log.at);
	free(r);
}

const ref_match *ref_finish(referee *r)
{
	return match_finish(&r->m);
}

const ref_match *ref_pass(referee *r, const record *rec)
{
	return match_pass(&r->m, rec);
}

void ref_seat_of(const record *rec, ref_seat *s)
{
	match_seat(rec, s);
}

int ref_first_again(const ref_seat *b, const ref_seat *s, const variant *v)
{
	return match_first_again(b, s, v);
}

const ref_seat *ref_last_seat(const referee *r)
{
	return match_last_seat(&r->m);
}

void ref_follow(referee *r, const ref_seat *seat)
{
	match_follow(&r->m, seat);
}

struct ref_carry {
	match_tracker m;
};

ref_carry *ref_carry_new(void)
{
	return calloc(1, sizeof(ref_carry));
}

void ref_carry_free(ref_carry *c)
{
	free(c);
}

void ref_hand_over(const referee *r, ref_carry *carry)
{
	carry->m = r->m;
}

void ref_take_over(referee *r, const ref_carry *carry, const char *file)
{
	match_take_over(&r->m, &carry->m, file);
}

int ref_goes_on(const referee *r, const record *rec)
{
	return match_goes_on(&r->m, rec);
}

int ref_apart(const record *a, const record *b)
{
	return match_apart(a, b);
}

const char *ref_status_text(ref_status s)
{
	static const char *const text[] = { "valid", "illegal", "mismatch", "unreadable" };
	return text[s];
}

int ref_notation(const game *g, const char *name)
{
	for (int i = 0; g->notations[i].name; i++)
		if (strcasecmp(g->notations[i].name, name) == 0)
			return i;
	return -1;
}

static ref_slot *slot_for(referee *r, const variant *v)
{
	ref_slot *s;

	for (size_t i = 0; i < r->nslots; i++)
		if (r->slots[i].v == v)
			return &r->slots[i];
	if (!(s = realloc(r->slots, (r->nslots + 1) * sizeof *s)))
		return NULL;
	r->slots = s;
	s += r->nslots;
	memset(s, 0, sizeof *s);
	s->v = v;
	if (!(s->st = v->game->state_new(v->rules)))
		return NULL;
	s->shift = 65 - r->cache_bits;
	if (v->game->pure_decode &&
	    !(s->cache = cache_new(r->cache_bits, r->at_once > 0 && !r->alone))) {
		v->game->state_free(s->st);
		return NULL;
	}
	r->at_once -= s->cache && r->at_once > 0 && !r->alone;
	r->nslots++;
	return s;
}

/* What byte 15 of a token's key holds (tokens are shorter): the notation
 * and the player (rec_el.who: -1, 0 or 1), never 0, so that a place whose
 * key is 0 holds no token. */
static inline uint64_t token_tag(int notation, int who)
{
	return (uint64_t)((notation + 1) * 3 + who + 1) << 56;
}

/* The player a tag was made for: a miss finds it again, so that a hit
 * keeps nothing more than the tag. */
static inline int tag_who(int notation, uint64_t tag)
{
	return (int)(tag >> 56) - (notation + 1) * 3 - 1;
}

/* The pair of places where a token's move is remembered (two, so that
 * the few thousand tokens of an archive seldom push each other out): the
 * token's bytes as two words (a record's text is a buf, readable
 * BUF_SLACK bytes past its end), the bytes after it masked off, and its
 * tag (token_tag) in byte 15. */
static inline ref_cached *cached(ref_cached *cache, int shift, uint64_t tag, const char *tok,
				 size_t n, uint64_t key[2])
{
	/* the bytes of a token of n bytes, n up to REF_CACHE_TOKEN, in each
	 * word: a table a word, so that a mask is found by n alone */
#define M(n) ((n) >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (n) * 8) - 1)
#define W0(n) M(n)
#define W1(n) ((n) > 8 ? M((n) - 8) : 0)
#define ALL(W) { W(0), W(1), W(2), W(3), W(4), W(5), W(6), W(7), W(8), W(9), W(10), W(11), \
		 W(12), W(13), W(14), W(15) }
	static const uint64_t mask[2][REF_CACHE_TOKEN + 1] = { ALL(W0), ALL(W1) };
#undef ALL
#undef W1
#undef W0
#undef M
	_Static_assert(REF_CACHE_TOKEN == 15, "a mask for every length a token may have");
	memcpy(key, tok, sizeof *key);
	key[0] &= mask[0][n];
	key[1] = tag;
	if (n > 8) { /* the second word: most tokens are shorter, and the tag is all of it */
		uint64_t w;
		memcpy(&w, tok + 8, sizeof w);
		key[1] |= w & mask[1][n];
	}
	/* one multiply: its high bits mix every bit of both words, and pick a pair */
	return &cache[(((key[0] ^ key[1]) * 0x9E3779B97F4A7C15ULL) >> shift) * 2];
}

static inline int holds(const ref_cached *c, const uint64_t key[2])
{
	return c->key[0] == key[0] && c->key[1] == key[1];
}

/* A token the slot's memory does not hold, whose place c and key
 * (cached) decoded found: decoded by the game straight into the place the
 * pair's older token leaves. A place whose token does not decode is left
 * empty, and so is one whose move the game says depends on the position as
 * well (decode's 1: OpenSpiel's point numbers), which is never found
 * there. NULL when the token does not decode (d says why). */
static AS_WRITTEN const game_move *learn(ref_slot *s, int notation, const char *tok,
							 size_t n, ref_cached *c, uint64_t key0,
							 uint64_t key1, diag *d)
{
	int who = tag_who(notation, key1 & (uint64_t)0xff << 56), rc;

	c[1] = c[0];
	c->key[0] = c->key[1] = 0;
	if ((rc = s->v->game->decode(s->st, notation, tok, n, who, &c->m, d)) < 0)
		return NULL;
	if (rc == 0) {
		c->key[0] = key0;
		c->key[1] = key1;
	}
	return &c->m;
}

/* A token of a game whose decoding is never remembered, or one too long
 * to remember: decoded into m. Out of line, as learn is: the loop of moves
 * keeps nothing for it. */
static AS_WRITTEN const game_move *unremembered(ref_slot *s, int notation,
							     const char *tok, size_t n, uint64_t tag,
							     game_move *m, diag *d)
{
	return s->v->game->decode(s->st, notation, tok, n, tag_who(notation, tag), m, d) < 0 ? NULL :
	       m;
}

/* The move a token stands for, through the slot's memory of tokens where
 * the game's decoding depends on the token alone (pure_decode, and decode
 * said so): archives repeat a few hundred tokens endlessly, and only a
 * token never seen before reaches the game. `tag`: token_tag(notation, the
 * player). The move is m, or the memory's own copy (good until the next
 * token); NULL when the token does not decode (d says why). Inlined: it
 * runs once a move, and a hit costs less than a call. */
static inline const game_move *decoded(ref_slot *s, ref_cached *cache, int shift, int notation,
				       uint64_t tag, const char *tok, size_t n, game_move *m,
				       diag *d)
{
	uint64_t key[2];
	ref_cached *c;

	if (cache && n <= REF_CACHE_TOKEN) {
		c = cached(cache, shift, tag, tok, n, key);
		if (__builtin_expect(holds(c, key), 1)) /* the usual: found in its first place */
			return &c->m;
		if (holds(c + 1, key))
			return &c[1].m;
		/* the key by value: the hit above keeps it in registers */
		return learn(s, notation, tok, n, c, key[0], key[1], d);
	}
	return unremembered(s, notation, tok, n, tag, m, d);
}

/* The same, into m. */
static int decode(ref_slot *s, int notation, const char *tok, size_t n, int who, game_move *m,
		  diag *d)
{
	const game_move *got = decoded(s, s->cache, s->shift, notation, token_tag(notation, who), tok,
				       n, m, d);

	if (got && got != m)
		*m = *got;
	return got ? 0 : -1;
}

/* A record's tags for games/game.h's lookup: value holds the last one
 * looked up (written by each lookup, so never cleared: it is set up for
 * every record). */
typedef struct tag_ctx {
	const record *rec;
	char value[256];
} tag_ctx;

static const char *lookup(const void *ctx, const char *name)
{
	tag_ctx *t = (tag_ctx *)ctx;
	return rec_tag_value(t->rec, name, t->value, sizeof t->value);
}

static void unreadable(const record *rec, verdict *out, const char *code, const char *fmt,
		       const char *arg)
{
	out->status = ST_UNREADABLE;
	out->has_error = 1;
	diag_at(&out->err, rec->file, rec->line, 1);
	diag_set(&out->err, code, fmt, arg);
}

/* The end in words, from the outcome's (of the same size). */
static void keep_why(verdict *out, const char *why)
{
	_Static_assert(sizeof out->why == sizeof ((outcome *)0)->why, "verdict and outcome say why alike");
	memcpy(out->why, why, sizeof out->why);
}

/* A rule set of matches that rotate games (Tavli): the game's own rule
 * set, by its number in the match (a game alone plays the first). */
static const variant *rotate(referee *r, const variant *m, const record *rec, verdict *out)
{
	size_t k = out->in_match && out->number > 0 ? (size_t)(out->number - 1) % m->nrotation : 0;
	const variant *v = var_find(r->reg, m->rotation[k], &out->err);

	if (v && v->game != m->game)
		diag_set(&out->err, "rotation", "%s rotates to %s, a %s rule set, not %s", m->name,
			 v->name, v->game->name, m->game->name);
	else if (v && v->nrotation) /* which of its own would the game follow? */
		diag_set(&out->err, "rotation", "%s rotates to %s, which has a rotation of its "
			 "own: a game of the match is played under one rule set", m->name, v->name);
	if (!v || v->game != m->game || v->nrotation) {
		out->status = ST_UNREADABLE;
		out->has_error = 1;
		diag_at(&out->err, rec->file, rec->line, 1);
		if (v == NULL)
			diag_set(&out->err, "rotation", "%s rotates to '%s', which is no rule set",
				 m->name, m->rotation[k]);
		return NULL;
	}
	return v;
}

/* What a recent record's name found, or NULL; it moves to the front. */
static const struct named *recalled(referee *r, const char *name)
{
	for (size_t i = 0; i < r->nnamed; i++)
		if (strcmp(r->named[i].name, name) == 0) {
			if (i) {
				struct named k = r->named[i];
				memmove(&r->named[1], &r->named[0], i * sizeof r->named[0]);
				r->named[0] = k;
			}
			return &r->named[0];
		}
	return NULL;
}

/* Keeps what name found (v, or NULL and the name near it), in front; the
 * least recent goes. */
static void remember(referee *r, const char *name, const variant *v, const char *near)
{
	if (strlen(name) >= sizeof r->named[0].name)
		return;
	memmove(&r->named[1], &r->named[0], (REF_NAMED - 1) * sizeof r->named[0]);
	strcpy(r->named[0].name, name);
	r->named[0].v = v;
	r->named[0].near = near;
	r->named[0].own = v && !strcasecmp(v->name, name);
	if (r->nnamed < REF_NAMED)
		r->nnamed++;
}

/* A record's [Variant] tag (t) names no rule set: said at its value, with
 * the name near it (near, or NULL), the name the token (as var_find says
 * it). */
static void unknown_variant(const record *rec, const rec_tag *t, const char *name,
			    const char *near, verdict *out)
{
	long line, col;

	diag_clear(&out->err);
	diag_token(&out->err, name, strlen(name));
	rec_locate(rec, t->value.off, &line, &col);
	diag_at(&out->err, rec->file, line, col);
	diag_set(&out->err, "unknown-variant", "the record's variant '%s' is unknown (%s%s%ssee "
		 "'arbiter variants list', or choose one with -V)", name, near ? "did you mean " : "",
		 near ? near : "", near ? "? " : "");
}

const variant *ref_producer_variant(var_registry *reg, const record *rec, const char *name,
				    const variant *v)
{
	const rec_tag *site;
	const variant *own;
	char key[256];
	int n;

	if ((v && !strcasecmp(v->name, name)) || !(site = rec_tag_find(rec, "Site")) ||
	    !site->value.len)
		return v; /* a rule set's own name is arbiter's, read one way */
	n = snprintf(key, sizeof key, "%s (%.*s)", name, (int)site->value.len,
		     rec_at(rec, site->value));
	if (n < 0 || (size_t)n >= sizeof key || !(own = var_find_alias(reg, key)))
		return v;
	return own;
}

/* A name a format gave the record (JSON's "game", "variant", "notation":
 * record.h's hints), in out. */
static const char *hint(const record *rec, rec_span h, char *out, size_t n)
{
	snprintf(out, n, "%.*s", (int)h.len, rec_at(rec, h));
	return out;
}

/* The notation -n names, else the record (a format's hint, a [Notation]
 * tag), in out where it is the record's; NULL where none does. */
static const char *notation_named(const referee *r, const record *rec, char *out, size_t n)
{
	if (r->notation)
		return r->notation;
	if (rec->notation_hint.len)
		return hint(rec, rec->notation_hint, out, n);
	return rec_head(rec, H_NOTATION, out, n);
}

/* A record that names its game (JSON's "game") and is judged under a rule
 * set of its own naming, or found from it, of another game, or that names
 * no game arbiter knows: unreadable, 1, rather than judged as the rule
 * set's game (a changed "variant" would turn a backgammon game into a
 * morris one without a word). */
static int other_game(const record *rec, const variant *v, verdict *out)
{
	char name[64];

	if (!rec->game_hint.len ||
	    !strcmp(hint(rec, rec->game_hint, name, sizeof name), v->game->name))
		return 0;
	out->status = ST_UNREADABLE;
	out->has_error = 1;
	diag_at(&out->err, rec->file, rec->line, 1);
	if (!game_find(name))
		diag_set(&out->err, "unknown-game", "the record's game '%s' is none arbiter "
			 "referees (morris, uttt, backgammon)", name);
	else
		diag_set(&out->err, "other-game", "the record names the game %s, but its rule set "
			 "'%s' is for %s: which of them holds cannot be told", name, v->name,
			 v->game->name);
	return 1;
}

/* The notation of the record's first move where it is written as one
 * notation alone writes a move (game.h's own_move), of game `of` or, NULL,
 * of any game (the game in *found): -1 where it is not, or there is none. */
static int first_move_shape(const record *rec, const game *of, const game **found)
{
	for (size_t i = 0; i < rec->nels; i++) {
		const rec_el *e = &rec->els[i];
		int k = -1;
		if (e->kind != EL_MOVE && e->kind != EL_SPAN)
			continue;
		/* a span's moves whole: own_move finds the first one's end */
		if (of)
			k = of->own_move ? of->own_move(rec_at(rec, e->text), e->text.len) : -1;
		else
			of = game_of_move(rec_at(rec, e->text), e->text.len, &k);
		*found = of;
		return k;
	}
	return -1;
}

/* The variant: -V, else the record's [Variant] tag, else the fallback. */
static const variant *pick_variant(referee *r, const record *rec, verdict *out)
{
	char tag[256];
	const char *name;
	const rec_tag *t;
	const struct named *k;
	variant *v;

	if (r->fixed)
		return r->fixed;
	name = rec_head(rec, H_VARIANT, tag, sizeof tag);
	if (!name && rec->variant_hint.len)
		name = hint(rec, rec->variant_hint, tag, sizeof tag);
	if (!name && rec->game_hint.len) { /* JSON's "game": its first rule set */
		const game *g = game_find(hint(rec, rec->game_hint, tag, sizeof tag));
		if (g)
			name = g->default_variant;
	}
	if (!name) { /* a notation of one game only (-n, JSON's, [Notation]) names the game */
		char n[64];
		const char *notation = notation_named(r, rec, n, sizeof n);
		const game *g;
		if (r->notation) {
			if (!r->n.looked) {
				r->n.only = game_by_notation(r->notation, NULL);
				r->n.looked = 1;
			}
			g = r->n.only;
		} else {
			g = notation ? game_by_notation(notation, NULL) : NULL;
		}
		if (g)
			name = g->default_variant;
	}
	if (!name) { /* a file's ending or a game's own tag names the game */
		tag_ctx ctx = { .rec = rec };
		const game *g = game_of_record(rec->file, &(game_header){ lookup, &ctx });
		if (g || (first_move_shape(rec, NULL, &g) >= 0 && g)) /* else its moves' shape */
			name = g->default_variant;
	}
	if (!name)
		name = r->fallback;
	t = rec_head_tag(rec, H_VARIANT);
	k = recalled(r, name);
	if (k && k->v)
		return t && !k->own ? ref_producer_variant(r->reg, rec, name, k->v) : k->v;
	if (t && !k && (v = (variant *)var_find_own(r->reg, name))) {
		remember(r, name, v, NULL);
		return v;
	}
	/* an alias, or a name no rule set answers to: first as the program
	 * that wrote the record reads it */
	if (t && (v = (variant *)ref_producer_variant(r->reg, rec, name, NULL)))
		return v;
	/* a name remembered as unknown is said again where a tag says it */
	if ((!k || !t) && (v = var_find_name(r->reg, name, &out->err))) {
		remember(r, name, v, NULL);
		return v;
	}
	out->status = ST_UNREADABLE;
	out->has_error = 1;
	if (k && t) {
		unknown_variant(rec, t, name, k->near, out);
	} else if (!strcmp(out->err.code, "variant-path") && t) {
		long line, col;
		rec_locate(rec, t->value.off, &line, &col);
		diag_at(&out->err, rec->file, line, col);
	} else if (!strcmp(out->err.code, "unknown-variant") && t) {
		const char *near = var_nearest(r->reg, name);
		unknown_variant(rec, t, name, near, out);
		remember(r, name, NULL, near);
	} else if (!out->err.file[0]) {
		diag_at(&out->err, rec->file, rec->line, 1);
	}
	return NULL;
}

/* The notation the game guesses from the record's header, else its first. */
static int guessed_notation(const game *g, const record *rec)
{
	tag_ctx ctx;
	int n;

	if (!g->detect)
		return 0;
	ctx.rec = rec;
	n = g->detect(&(game_header){ lookup, &ctx });
	return n < 0 ? 0 : n;
}

/* A notation the game does not have: what to do, and the one meant where
 * a notation of the game is a few edits away. */
static void unknown_notation(const game *g, const record *rec, const char *name, int tagged,
			     verdict *out)
{
	const char *names[32], *near;
	char said[DIAG_MSG], list[160] = "";
	size_t k = 0, n = strlen(name);

	for (; k < 31 && g->notations[k].name; k++) {
		names[k] = g->notations[k].name;
		snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", k ? ", " : "",
			 names[k]);
	}
	names[k] = NULL;
	near = edit_suggest(name, names, 2);
	snprintf(said, sizeof said, "no notation '%.*s' for %s (%s%s%s)",
		 (int)plain_cut(name, n < 60 ? n : 60), name, g->name,
		 near ? "did you mean " : "try: ", near ? near : list, near ? "?" : tagged ? "; or give one with -n" : "");
	unreadable(rec, out, "unknown-notation", "%s", said);
}

/* The notation named by -n, else by the record (a format's hint, a
 * [Notation] tag): -1 when the game has none by that name. */
static int named_notation(referee *r, const variant *v, const record *rec, verdict *out)
{
	char value[256];
	const char *name = notation_named(r, rec, value, sizeof value);
	int n;

	if (name == r->notation) {
		if (r->n.of != v->game) {
			r->n.of = v->game;
			r->n.index = ref_notation(v->game, name);
		}
		n = r->n.index;
	} else if (r->tagged_n.of == v->game && !strcmp(name, r->tagged_n.name)) {
		n = r->tagged_n.index;
	} else {
		n = ref_notation(v->game, name);
		if (strlen(name) < sizeof r->tagged_n.name) {
			r->tagged_n.of = v->game;
			strcpy(r->tagged_n.name, name);
			r->tagged_n.index = n;
		}
	}
	if (n < 0)
		unknown_notation(v->game, rec, name, name != r->notation, out);
	return n;
}

/* The record's notation; most records name none, and cost a look. */
static int pick_notation(referee *r, const variant *v, const record *rec, verdict *out)
{
	if (!r->notation && !rec->notation_hint.len && !rec_head_tag(rec, H_NOTATION)) {
		const game *g;
		int k = v->game->own_move ? first_move_shape(rec, v->game, &g) : -1;
		if (k >= 0) /* its first move is written as one notation alone writes moves */
			return r->shaped = 1, k;
		if (rec->ntags)
			return guessed_notation(v->game, rec);
		if (r->untagged_n.of != v->game) {
			r->untagged_n.of = v->game;
			r->untagged_n.index = guessed_notation(v->game, rec);
		}
		return r->untagged_n.index;
	}
	return named_notation(r, v, rec, out);
}

int ref_tag_notation(const game *g, const record *rec, int notation_tag)
{
	char value[256];
	const char *name = notation_tag ? rec_head(rec, H_NOTATION, value, sizeof value) : NULL;
	int n = name ? ref_notation(g, name) : -1;

	return n >= 0 ? n : guessed_notation(g, rec);
}

/* The end of a game the rules did not decide, from [Termination] if any. */
static const char *claimed_termination(const record *rec, int claimed)
{
	char t[128];

	if (rec_head(rec, H_TERMINATION, t, sizeof t)) {
		if (strcasestr(t, "time") || strcasestr(t, "flag"))
			return "time";
		if (strcasestr(t, "forfeit")) /* an illegal move, a crash (arbiter match) */
			return "forfeit";
		if (strcasestr(t, "agree"))
			return "agreement";
		if (strcasestr(t, "resign"))
			return "resignation";
		if (strcasestr(t, "abandon") || strcasestr(t, "unterminated"))
			return "unfinished";
		/* arbiter's word for a game its rules ended (Ludii's trials):
		 * checked. PGN's "normal" is not, for its writers say it of
		 * resignations too. */
		if (!strcasecmp(t, "rules"))
			return "rules";
	}
	if (claimed == RES_DRAW)
		return "agreement";
	return claimed == RES_WHITE || claimed == RES_BLACK ? "resignation" : "unfinished";
}

/* err placed at the record's text offset off (a tag's value), the offset
 * kept for the report (verdict's err_off). */
static void err_located(const record *rec, uint32_t off, verdict *out)
{
	long line, col;

	rec_locate(rec, off, &line, &col);
	diag_at(&out->err, rec->file, line, col);
	out->err_off = off + 1;
}

/* err placed at the claim of points at text offset off (a [Points] tag,
 * a .mat "Wins" line's span), or where the format says the claim is
 * written as a property of its own (SGF's RE[W+2]). */
static void err_claim(const record *rec, uint32_t off, verdict *out)
{
	if (!rec->claim_prop) {
		err_located(rec, off, out);
		return;
	}
	diag_at(&out->err, rec->file, (long)rec->claim_line, (long)rec->claim_col);
	out->err_off = 0;
}

/* Who makes the claim, as a message names it: the record, or the
 * property it is written as (SGF's RE[W+2]). */
static void claimer(diag_msg *m, const record *rec)
{
	if (!rec->claim_prop) {
		diag_lit(m, "the record");
		return;
	}
	diag_str(m, rec->claim_prop);
	diag_lit(m, "[");
	diag_str(m, rec->claim_as);
	diag_lit(m, "]");
}

static const rec_el *result_el(const record *rec)
{
	if (rec->nels && rec->els[rec->nels - 1].kind == EL_RESULT)
		return &rec->els[rec->nels - 1];
	return NULL;
}

/* The game's own facts, as the game stands. */
static void facts(verdict *out, const outcome *o)
{
	out->nfacts = o->nfacts;
	for (int i = 0; i < o->nfacts; i++) /* most games have none */
		out->facts[i] = o->facts[i];
}

/* The game's word on the resignation a claim of points implies, for a
 * game that stops early: 1 when it refuses it (out says why). Apart from
 * check_points, for its diagnostic, 3 kB: it is not a plain record's. */
static __attribute__((noinline)) int game_checks(const referee *r, const game *g, void *st,
						 const record *rec, long claimed, verdict *out)
{
	int winner = out->claimed == RES_WHITE ? 0 : 1;
	game_claim c = { .winner = winner, .points = (int)claimed,
			 .capped = match_capped(&r->m, out, winner, claimed) };
	const outcome *o;
	diag d;

	diag_clear(&d);
	if (g->check(st, &c, &d)) {
		const rec_tag *t = rec_head_tag(rec, H_POINTS);
		long line = rec->line, col = 1;
		if (rec->claim_prop) /* at the property the format wrote it as */
			line = (long)rec->claim_line, col = (long)rec->claim_col;
		else if (t) /* at the claim, where the record has it in its own text */
			rec_locate(rec, t->value.off, &line, &col);
		out->status = ST_MISMATCH;
		out->has_error = 1;
		diag_at(&out->err, rec->file, col ? line : rec->line, col ? col : 1);
		diag_set(&out->err, d.code, "%s", d.msg);
		return 1;
	}
	o = &game_base_c(st)->out;
	out->termination = o->termination;
	keep_why(out, o->why);
	return 0;
}

/* Points: the record's [Points] claim against the game's, or, for a game
 * that stops early, the game's word on the resignation it implies. */
static void check_points(const referee *r, const game *g, void *st, const record *rec,
			 verdict *out)
{
	const outcome *o = &game_base_c(st)->out;
	const rec_tag *pt = rec_head_tag(rec, H_POINTS);
	long claimed = pt ? rec_tag_number(rec, pt, LONG_MIN) : LONG_MIN, needed;
	int says = claimed != LONG_MIN; /* a number of points, however wrong */
	diag_msg m;

	/* none or fewer, for a game that stops early: no resignation is such */
	if (says && claimed <= 0 && !o->over && !out->has_error) {
		out->status = ST_MISMATCH;
		out->has_error = 1;
		err_claim(rec, pt->value.off, out);
		m = diag_begin(&out->err, "points-mismatch");
		claimer(&m, rec);
		diag_lit(&m, " says ");
		diag_num(&m, claimed);
		diag_lit(&m, " points, but a game is worth one point or more");
		diag_done(&m);
		return;
	}
	if (!o->over && g->check && claimed > 0 &&
	    (out->claimed == RES_WHITE || out->claimed == RES_BLACK) &&
	    game_checks(r, g, st, rec, claimed, out))
		return;
	out->points = o->points;
	facts(out, o);
	if (!out->has_error && o->over && o->points_alt && claimed == o->points_alt &&
	    claimed != o->points) { /* the record counts it under the other reading */
		out->points = o->points_alt;
		keep_why(out, o->why_alt);
		out->rule_key = o->alt_key;
		out->rule_value = o->alt_value;
		return;
	}
	if (o->alt_taken) { /* the game took it where it judged the claim */
		out->rule_key = o->alt_key;
		out->rule_value = o->alt_value;
	}
	/* a claim capped as producers write it stands where the game won the
	 * match: the winner needed no more than the game was worth */
	if (out->has_error || !says || !o->over || o->points == claimed ||
	    (claimed > 0 &&
	     (needed = match_capped(&r->m, out, o->result == RES_WHITE ? 0 :
				    o->result == RES_BLACK ? 1 : -1, claimed)) &&
	     o->points >= needed))
		return;
	out->status = ST_MISMATCH;
	out->has_error = 1;
	err_claim(rec, rec_head_tag(rec, H_POINTS)->value.off, out);
	/* made of its pieces, no format read: a match file may have a wrong
	 * claim in every game */
	m = diag_begin(&out->err, "points-mismatch");
	claimer(&m, rec);
	diag_lit(&m, " says ");
	diag_num(&m, claimed);
	if (claimed == 1)
		diag_lit(&m, " point, but the game is worth ");
	else
		diag_lit(&m, " points, but the game is worth ");
	diag_num(&m, o->points);
	diag_lit(&m, " (");
	diag_str(&m, o->why);
	diag_lit(&m, ")");
	diag_done(&m);
}

/* A claim whose winner was read from the column of its line, where the
 * rules named the other: the rules stand, and the slip is a warning. */
static void claim_slip(const record *rec, verdict *out, const outcome *o)
{
	const rec_tag *t = rec_head_tag(rec, H_POINTS); /* a span of the claim's line */
	long line = rec->line, col = 0;

	if (t)
		rec_locate(rec, t->value.off, &line, &col);
	if (!out->warnings) {
		diag_clear(&out->warn);
		diag_at(&out->warn, rec->file, line, col);
		diag_set(&out->warn, "winner-column", "the line of the claim stands in the %s's "
			 "column, but %s", o->result == RES_WHITE ? "second player" : "first player",
			 o->why);
	}
	out->warnings++;
	out->claimed = o->result;
}

/* A claim found wrong is said at the result token, at the property the
 * format wrote it as (SGF's RE), or at the record's first line: found
 * only then. */
static void claim_at(const record *rec, const rec_el *el, verdict *out)
{
	out->status = ST_MISMATCH;
	out->has_error = 1;
	if (el) {
		diag_at(&out->err, rec->file, el->line, el->col);
		diag_token(&out->err, rec_at(rec, el->text), el->text.len);
	} else if (rec->claim_prop) {
		diag_at(&out->err, rec->file, (long)rec->claim_line, (long)rec->claim_col);
	} else {
		diag_at(&out->err, rec->file, rec->line, 1);
	}
}

static void check_claim(const record *rec, const outcome *o, verdict *out)
{
	const rec_el *el = result_el(rec);
	char tag[16];
	const char *t = rec_head(rec, H_RESULT, tag, sizeof tag);
	int tagged = t ? rec_result_of(t, strlen(t)) : -1;
	diag_msg m;

	/* rec_claimed, the result token already found */
	out->claimed = el ? rec_result_of(rec_at(rec, el->text), el->text.len) : rec_claimed(rec);
	if (el && t && tagged != out->claimed) {
		claim_at(rec, el, out);
		/* made of its pieces, no format read, as the next */
		m = diag_begin(&out->err, "result-mismatch");
		diag_lit(&m, "the [Result] tag says ");
		diag_str(&m, t);
		diag_lit(&m, " but the movetext ends ");
		diag_str(&m, rec_result_text(out->claimed));
		diag_done(&m);
		return;
	}
	if (o->over) {
		out->result = o->result;
		out->termination = o->termination;
		out->verified = 1;
		keep_why(out, o->why);
		if (out->claimed >= 0 && out->claimed != o->result && rec->winner_by_column) {
			claim_slip(rec, out, o);
			return;
		}
		if (out->claimed >= 0 && out->claimed != o->result) {
			claim_at(rec, el, out);
			/* a file may have a wrong claim in every record */
			m = diag_begin(&out->err, "result-mismatch");
			claimer(&m, rec);
			diag_lit(&m, " claims ");
			diag_str(&m, rec_result_text(out->claimed));
			diag_lit(&m, ", but the game ended ");
			diag_str(&m, rec_result_text(o->result));
			diag_lit(&m, " at ply ");
			diag_num(&m, out->plies);
			diag_lit(&m, ": ");
			diag_str(&m, o->why);
			diag_done(&m);
		}
		return;
	}
	if (out->claimed <= RES_NONE) {
		out->result = RES_NONE;
		out->termination = "unfinished";
		return;
	}
	out->result = out->claimed;
	out->termination = claimed_termination(rec, out->claimed);
	out->verified = 0;
	if (!strcmp(out->termination, "rules")) { /* said to be over by the rules: it is not */
		claim_at(rec, el, out);
		out->termination = "unfinished";
		diag_set(&out->err, "result-mismatch", "the record says the rules ended the game %s "
			 "([Termination \"rules\"]), but after its %d plies the game goes on",
			 rec_result_text(out->claimed), out->plies);
	}
}

/* [PlyCount "37"] (Sanmill, PlayOK): the record's own count of its plies,
 * a claim checked like the result. Programs count alike but for the parts
 * of a ply (Sanmill counts each morris removal as a ply of its own): a
 * claim that fits either count holds, and a mismatch names both. */
static void check_plycount(const game *g, const record *rec, verdict *out)
{
	const rec_tag *t = rec_head_tag(rec, H_PLYCOUNT);
	const char *v;
	long claimed = 0, line, col;
	size_t n = 0;
	diag_msg m;

	if (out->has_error || !t)
		return;
	/* a count is digits, any number of them (past a long: the largest);
	 * any other text claims nothing that can be checked, said (it was read
	 * as far as it was a number, "0x6" as 0, or passed over) */
	v = rec_at(rec, t->value);
	for (; n < t->value.len && v[n] >= '0' && v[n] <= '9'; n++)
		claimed = claimed > (LONG_MAX - (v[n] - '0')) / 10 ? LONG_MAX : claimed * 10 + (v[n] - '0');
	if (!n || n < t->value.len) {
		if (!out->warnings++) {
			rec_locate(rec, t->value.off, &line, &col);
			diag_clear(&out->warn);
			diag_at(&out->warn, rec->file, line, col);
			diag_set(&out->warn, "plycount-unread", "[PlyCount \"%.*s%s\"] is no count of "
				 "plies: not checked", (int)(t->value.len > 24 ? 24 : t->value.len), v,
				 t->value.len > 24 ? "..." : "");
		}
		return;
	}
	if (claimed == out->plies ||
	    (out->ply_parts && claimed == out->plies + out->ply_parts))
		return;
	out->status = ST_MISMATCH;
	out->has_error = 1;
	err_located(rec, t->value.off, out);
	/* the message made of its pieces, no format read: a file may have a
	 * wrong count in every record */
	m = diag_begin(&out->err, "plycount-mismatch");
	diag_lit(&m, "the record says [PlyCount \"");
	diag_num(&m, claimed);
	diag_lit(&m, "\"], but it has ");
	diag_num(&m, out->plies);
	if (out->plies == 1)
		diag_lit(&m, " ply");
	else
		diag_lit(&m, " plies");
	if (out->ply_parts && g->ply_part) {
		diag_lit(&m, " (");
		diag_num(&m, out->plies + out->ply_parts);
		diag_lit(&m, " counting each ");
		diag_str(&m, g->ply_part);
		diag_lit(&m, " as a ply)");
	}
	diag_done(&m);
}

/* A record that stops without its result token was cut off: what it claims
 * cannot be trusted, and it is not valid, whatever its moves. But for one
 * whose [PlyCount] counts every ply it has (either count): that count shows
 * it whole, as Sanmill wrote its records before 7.2.5 (no token after the
 * moves); its [Result] tag is the claim, and the missing token a warning. */
static void cut_off(const record *rec, verdict *out)
{
	const rec_el *last = rec->nels ? &rec->els[rec->nels - 1] : NULL;
	long counted = rec_head_long(rec, H_PLYCOUNT, -1);
	char tag[64];
	const char *said;

	if (counted >= 0 && (counted == out->plies || counted == out->plies + out->ply_parts)) {
		if (!out->warnings++) {
			diag_at(&out->warn, rec->file, last ? last->line : rec->line,
				last ? last->col : 1);
			if (last)
				diag_token(&out->warn, rec_at(rec, last->text), last->text.len);
			diag_set(&out->warn, "no-result-token", "the record ends without its result "
				 "token; its [PlyCount \"%ld\"] shows it whole, so its [Result] tag stands",
				 counted);
		}
		return;
	}
	out->status = ST_UNREADABLE;
	out->has_error = 1;
	diag_at(&out->err, rec->file, last ? last->line : rec->line, last ? last->col : 1);
	if (last)
		diag_token(&out->err, rec_at(rec, last->text), last->text.len);
	/* a [Result] that is none either: a producer's own word for a result,
	 * more likely than a file cut off */
	if ((said = rec_head(rec, H_RESULT, tag, sizeof tag)) && rec_result_of(said, strlen(said)) < 0)
		diag_set(&out->err, "cut-off", "the record stops without its result token (1-0, "
			 "0-1, 1/2-1/2 or *), and its [Result \"%.*s\"] is none of them",
			 (int)plain_cut(said, strlen(said) < 40 ? strlen(said) : 40), said);
	else
		diag_set(&out->err, "cut-off", "the record stops without its result token (1-0, "
			 "0-1, 1/2-1/2 or *): the file was cut off here?");
}

/* Counts the warnings the game has; the first is kept, with where it is. */
static void warn(verdict *out, game_state *base, const char *file, long line, long col,
		 const char *tok, size_t n)
{
	if (!out->warnings) {
		out->warn = base->warn;
		diag_at(&out->warn, file, line, col);
		diag_token(&out->warn, tok, n);
	}
	out->warnings += base->warned;
	base->warned = 0;
}

/* Text the format passed over among the moves (record.h): a warning of
 * the record's, counted as the game's are, the first kept. */
static void passed_over(verdict *out, const record *rec)
{
	if (!out->warnings++) {
		diag_clear(&out->warn);
		diag_at(&out->warn, rec->file, (long)rec->passed_line, (long)rec->passed_col);
		diag_set(&out->warn, "passed-over", "'%.*s' is a score, not an action: passed over",
			 (int)(rec->passed.len > 40 ? 40 : rec->passed.len), rec_at(rec, rec->passed));
	}
}

/* Where this record's game stands in its match, as the games before it left it. */
static game_match place(const referee *r, const verdict *out)
{
	return (game_match){ .length = out->in_match && r->m.match.length >= 0 ? r->m.match.length : -1,
			     .score = { r->m.match.score[0], r->m.match.score[1] },
			     .flags = out->in_match ? r->m.match.flags : 0,
			     .joined = out->in_match && r->m.match.joined,
			     .joined_score = { r->m.match.joined_score[0], r->m.match.joined_score[1] } };
}

/* The game's state at the start of this record, at its place in its match,
 * with the record's header. In line: ref_judge's record_start runs it once
 * a record, and a file of short games pays no call for it. */
static inline __attribute__((always_inline)) void reset(referee *r, void *st, const game *g,
							int notation, const record *rec,
							const verdict *out)
{
	tag_ctx ctx;
	game_header head = { lookup, &ctx };
	game_start s = { .notation = notation, .match = place(r, out), .head = &head,
			 .rules_named = r->fixed != NULL, .rules_implied = rec->rules_implied };

	ctx.rec = rec;
	game_base(st)->warned = 0;
	g->state_reset(st, &s);
}

/* replay for a record that may hold spans of moves: a span's words, which
 * the notation's run played, are played again by it. Apart from replay's
 * loop, which the record of every illegal move runs. */
static __attribute__((noinline)) int replay_spans(ref_slot *slot, const record *rec,
						  int notation, size_t upto)
{
	game_move m;
	diag d;

	for (size_t i = 0; i < upto; i++) {
		const rec_el *e = &rec->els[i];
		size_t at;
		if (e->kind == EL_SPAN) {
			if (!slot->run || slot->run(slot->st, rec_at(rec, e->text), e->text.len,
						    rec->spanner->blank, &at, &d) != GAME_RUN_ALL)
				return -1;
		} else if (e->kind == EL_MOVE &&
			   (decode(slot, notation, rec_at(rec, e->text), e->text.len, e->who, &m, &d) ||
			    slot->v->game->play(slot->st, &m, &d))) {
			return -1;
		}
	}
	return 0;
}

/* Plays again, from the start, the moves of the record before its element
 * upto (of the whole record): for a record judged in windows, from the log
 * of the moves played (upto is the move refused, or the one before it). 0,
 * or -1 when a move is refused (or the log is not whole). */
static int replay(referee *r, ref_slot *slot, const record *rec, int notation, size_t upto)
{
	const game *g = slot->v->game;
	const char *tok;
	size_t n, pos = 0, moves = r->log.log.n - (upto < r->cur.next);
	int who;
	game_move m;
	diag d;

	if (r->logging || rec->el_base) { /* a record judged in windows */
		if (!r->logging || r->log.log.failed)
			return -1;
		for (size_t k = 0; k < moves && log_next(&r->log.log, &pos, &tok, &n, &who); k++)
			if (decode(slot, notation, tok, n, who, &m, &d) || g->play(slot->st, &m, &d))
				return -1;
		return 0;
	}
	if (rec->spanner) /* a record with spans of moves */
		return replay_spans(slot, rec, notation, upto);
	for (size_t i = 0; i < upto; i++) {
		const rec_el *e = &rec->els[i];
		if (e->kind == EL_MOVE &&
		    (decode(slot, notation, rec_at(rec, e->text), e->text.len, e->who, &m, &d) ||
		     g->play(slot->st, &m, &d)))
			return -1;
	}
	return 0;
}

enum { SUGGEST_EDITS = 2, SUGGEST_MOVES = 4096 };

/* After an illegal move: the one legal move nearest to what was written (at
 * most two edits, and no other as near), from the position before it; the
 * suggestion goes at the end of the message. Runs only for illegal records:
 * the moves before the error are replayed (but where the game's refusal of
 * the move refused_el left the position as it was), and the legal moves the
 * game finds may be near the token (near) are written in the record's
 * notation and compared with it. */
static void suggest(referee *r, ref_slot *slot, const record *rec, verdict *out, size_t refused_el)
{
	const game *g = slot->v->game;
	const rec_el *bad = &rec->els[out->error_el - rec->el_base];
	game_move *mv = r->suggested;
	size_t best = SUGGEST_EDITS + 1, n = strlen(out->err.msg);
	int count, ties = 0;
	buf *text = &r->suggestion;
	char pick[64];
	size_t npick = 0;
	diag d;

	if (!mv && !(mv = r->suggested = malloc(SUGGEST_MOVES * sizeof *mv)))
		return;
	/* the position is before it, but where the game ran out of memory */
	if (g->refusal_keeps && out->error_el == rec->el_base + refused_el &&
	    memcmp(out->err.code, "nomem", sizeof "nomem"))
		goto listed;
	reset(r, slot->st, g, out->notation, rec, out);
	if (replay(r, slot, rec, out->notation, out->error_el))
		return; /* cannot happen: these moves were legal a moment ago */
listed:
	{
		/* what was written, where it decodes: the game keeps to its dice */
		game_move like;
		int decoded = !(slot->undecoded && out->error_el == rec->el_base + refused_el) &&
			      !decode(slot, out->notation, rec_at(rec, bad->text), bad->text.len,
				      bad->who, &like, &d);
		game_near w = { decoded ? &like : NULL, out->notation, rec_at(rec, bad->text),
				bad->text.len, SUGGEST_EDITS };
		count = g->near ? g->near(slot->st, &w, mv, SUGGEST_MOVES)
				: g->moves(slot->st, w.like, mv, SUGGEST_MOVES);
	}
	for (int k = 0; k < count && k < SUGGEST_MOVES; k++) {
		size_t dist, bound;
		buf_clear(text);
		if (g->encode(slot->st, out->notation, &mv[k], text) < 0 || !text->len)
			continue;
		/* a move farther than best neither wins nor ties, nor is it what was
		 * written; before any pick, a tie counts for nothing and a move as
		 * far as it is long is no suggestion: only the distance up to the
		 * bound is worked out */
		bound = npick ? best : (best < text->len ? best : text->len) - 1;
		dist = edit_within(rec_at(rec, bad->text), bad->text.len, text->p, text->len, bound);
		if (dist > bound)
			continue;
		if (dist == 0) { /* what was written is legal: the fault lies elsewhere */
			npick = 0;
			break;
		}
		if (dist < best && dist < text->len) {
			best = dist;
			ties = 0;
			npick = text->len < sizeof pick - 1 ? text->len : sizeof pick - 1;
			memcpy(pick, text->p, npick);
		} else if (dist == best && (npick != text->len || memcmp(pick, text->p, text->len))) {
			ties++;
			/* two moves one edit away: none nearer can follow, and a move
			 * as written would end it without a suggestion too */
			if (best == 1)
				break;
		}
	}
	pick[npick] = '\0';
	if (npick && !ties && n + npick + 20 < sizeof out->err.msg)
		diag_aside(out->err.msg, sizeof out->err.msg, "did you mean %s?", pick);
}

static void end(referee *r, ref_slot *slot, const record *rec, verdict *out);

/* Logs a move played, its move mp as the memory of tokens holds it (NULL:
 * it holds none): found by its place there where it was logged before. A
 * place with no key holds a move not remembered (learn). */
static inline __attribute__((always_inline)) void logged(ref_log *l, const ref_cached *cache,
							 const game_move *mp, const char *tok,
							 size_t n, int who)
{
	const ref_cached *c = mp ? (const ref_cached *)(const void *)((const char *)mp -
							offsetof(ref_cached, m)) : NULL;
	size_t at, k;

	if (c && !c->key[1])
		c = NULL;
	at = c ? (size_t)(c - cache) : 0;
	if (c && l->at[at].k && l->at[at].key[0] == c->key[0] && l->at[at].key[1] == c->key[1]) {
		log_put(&l->log, l->at[at].k);
		return;
	}
	if (!c || !(k = log_token(&l->log, tok, n, who))) {
		log_add(&l->log, tok, n, who);
		return;
	}
	log_put(&l->log, k);
	l->at[at].key[0] = c->key[0];
	l->at[at].key[1] = c->key[1];
	l->at[at].k = k;
}

/* The last move element before element i, from element from on; prev
 * where there is none. */
static size_t last_move(const rec_el *els, size_t from, size_t i, size_t prev)
{
	while (i > from)
		if (els[--i].kind == EL_MOVE || els[i].kind == EL_SPAN)
			return i;
	return prev;
}

enum { SPAN_ON, SPAN_MOVE, SPAN_FAIL };

/* A record's span of moves (record.h's EL_SPAN) at element *i: played by
 * the notation's run where the loop is the plain one and the notation has
 * one (SPAN_ON: the loop goes on past it). Where the run stops early, or
 * cannot run, the word it stopped at (or the first) is taken out of the
 * span as the element its reader would have written, the words before it
 * and after it left as spans (where the notation has no run, the reader is
 * asked for no more spans, which would only be taken apart: rec_taker's
 * spans), and *i is that element: a word left for the usual path
 * (SPAN_MOVE), a word refused (SPAN_FAIL, out->err says why), or a word
 * played that left a warning, said here (SPAN_ON, the loop going on past
 * *i). Every message, place and count is then what it is with no span;
 * the words after a refusal are never taken out. The record is its
 * reader's, lent to be taken apart (rec_taker's spans): the one write to
 * a record the referee makes. In line in the loops that meet a span: a
 * file of short lines runs it once a line, and pays no call for it. */
static inline __attribute__((always_inline)) int spanned(ref_slot *slot, record *rec, size_t *i,
							 int plain, verdict *out)
{
	const rec_el *e = &rec->els[*i];
	size_t at = 0;
	long j;
	int how = GAME_RUN_STOP;

	if (plain && slot->run)
		how = slot->run(slot->st, rec_at(rec, e->text), e->text.len, rec->spanner->blank, &at,
				&out->err);
	else if (!slot->run) /* the records read after it are mostly in its notation too */
		rec->take.spans = 0;
	if (how == GAME_RUN_ALL)
		return SPAN_ON;
	if ((j = rec->spanner->split(rec, *i, e->text.off + (uint32_t)at)) < 0) {
		diag_set(&out->err, "nomem", "out of memory");
		return SPAN_FAIL;
	}
	*i = (size_t)j;
	if (how == GAME_RUN_WARNED) {
		e = &rec->els[j];
		warn(out, game_base(slot->st), rec->file, e->line, e->col, rec_at(rec, e->text),
		     e->text.len);
		return SPAN_ON;
	}
	return how == GAME_RUN_REFUSED ? SPAN_FAIL : SPAN_MOVE;
}

/* Plays the record's moves from its element from, up to the ply
 * opts->stop_ply says (then *stopped is 1), or up to a span of moves (then
 * *span is its element, returned, and the moves before it were played).
 * Returns the element of the move refused (out->err says why, prev the
 * move before it; prev comes in as the last move played before from), or
 * rec->nels. Every move element before the one returned was played: the
 * last of them is found once, at the end.
 * With plain, the common case (no ply to stop at, no token callback, no
 * log, a memory of tokens) is known at compile time, and its copy of the
 * loop keeps what it needs across the game's call in registers; so is
 * spans, whether the record may hold a span (its reader made some), which
 * only then costs the loop a test. Inlined three times, in play_moves. */

static inline __attribute__((always_inline)) size_t moves_from(ref_slot *slot, int notation,
							       const record *rec,
							       const ref_opts *opts, verdict *out,
							       size_t from, size_t *prev,
							       int *stopped, ref_log *log,
							       size_t *span, int plain, int spans,
							       int shift)
{
	const game *g = slot->v->game;
	void *st = slot->st;
	game_state *base = game_base(st);
	int stop = opts->stop_ply > 0 ? opts->stop_ply - 1 : INT_MAX, halted = 0;
	/* the record's arrays in locals: no call made here changes them, but
	 * the compiler cannot know it */
	const rec_el *els = rec->els, *e, *end;
	const char *text = rec->text.p;
	ref_cached *cache = slot->cache;
	diag *err = &out->err;
	void (*token)(void *, const game *, const void *, const game_move *, size_t) =
		plain ? NULL : opts->token;
	/* the play of the notation's moves (ref_slot), kept in a register */
	int (*play)(void *, const game_move *, diag *) = slot->play;
	/* each player's token_tag, tag_of[who] for an element's who (-1, 0, 1) */
	const uint64_t tags[3] = { token_tag(notation, -1), token_tag(notation, 0),
				   token_tag(notation, 1) }, *tag_of = tags + 1;
	game_move m;

	if (plain && !cache)
		__builtin_unreachable();
	if (!els) /* a record with no elements has no array either */
		return 0;
	e = els + from;
	end = els + rec->nels;
	for (; e < end; e++) {
		const game_move *mp;

		if (e->kind != EL_MOVE) {
			if (spans && e->kind == EL_SPAN) { /* for play_moves, out of the loop */
				*span = (size_t)(e - els);
				break;
			}
			continue;
		}
		if (!plain && base->plies >= stop) {
			*stopped = halted = 1;
			break;
		}
		if ((mp = decoded(slot, cache, shift, notation, tag_of[e->who], text + e->text.off,
				       e->text.len, &m, err)) && token)
			token(opts->arg, g, st, mp, (size_t)(e - els));
		/* err is filled by a game's decode and play only as they fail
		 * (games/game.h): only a token callback, in the other copy, comes
		 * between them to be checked for */
		if (!mp) {
			slot->undecoded = 1;
			break;
		}
		if ((!plain && err->code[0]) || (plain ? play : g->play)(st, mp, err))
			break;
		/* the token found again from e where it is needed: a register
		 * fewer kept across the game's call */
		if (base->warned) /* said once, at the move it is about */
			warn(out, base, rec->file, e->line, e->col, text + e->text.off, e->text.len);
		if (!plain && log) /* a record judged in windows */
			logged(log, cache, mp != &m ? mp : NULL, text + e->text.off, e->text.len, e->who);
	}
	*prev = last_move(els, from, (size_t)(e - els), *prev);
	return e < end && !halted ? (size_t)(e - els) : rec->nels;
}

/* A function of its own: its loop runs once a move. A span of moves met
 * (moves_from stops there) is played by spanned, and the loop goes on
 * after it, or from the word taken out of it. */
static inline __attribute__((always_inline)) size_t moves_all(ref_slot *slot, int notation,
							      const record *rec,
							      const ref_opts *opts, verdict *out,
							      size_t from, size_t *prev,
							      int *stopped, ref_log *log, int shift,
							      int line)
{
	int plain = !log && !opts->token && opts->stop_ply <= 0 && slot->cache;

	for (;;) {
		size_t span = SIZE_MAX, i, at;
		if (line && plain) /* the span at `from` first: no loop set up to find it */
			span = i = from;
		else if (!plain)
			i = moves_from(slot, notation, rec, opts, out, from, prev, stopped, log, &span, 0, 1,
				       shift);
		else if (rec->spanner)
			i = moves_from(slot, notation, rec, opts, out, from, prev, stopped, log, &span, 1, 1,
				       shift);
		else
			return moves_from(slot, notation, rec, opts, out, from, prev, stopped, log, &span,
					  1, 0, shift);
		if (span == SIZE_MAX)
			return i;
		at = span;
		line = 0;
		switch (spanned(slot, (record *)rec, &at, plain, out)) {
		case SPAN_ON: /* played, to its end or to a move said with a warning */
			*prev = at;
			/* a line's span is mostly its last move: no loop set up again
			 * to pass over what follows it (a result) */
			for (from = at + 1; from < rec->nels && rec->els[from].kind != EL_MOVE &&
					    rec->els[from].kind != EL_SPAN; from++)
				;
			if (from == rec->nels)
				return from;
			break;
		case SPAN_MOVE:
			from = at;
			break;
		default: /* refused: the moves before it in the span were played */
			*prev = last_move(rec->els, span, at, *prev);
			return at;
		}
	}
}

/* The moves, where the memory of tokens has the default size: the shift
 * that picks a place in it a constant, no register kept for it across the
 * game's play. */
static __attribute__((noinline)) size_t play_moves(ref_slot *slot, int notation, const record *rec,
						   const ref_opts *opts, verdict *out, size_t from,
						   size_t *prev, int *stopped, ref_log *log)
{
	return moves_all(slot, notation, rec, opts, out, from, prev, stopped, log, FULL_SHIFT, 0);
}

/* The same where the moves start with a span (a line's, flat.c): the span
 * played first, with no loop set up to find it (a file of short lines
 * pays it once a line), a copy of its own so that play_moves' loop of
 * moves is laid out as before; in line in record_moves, so that such a
 * file pays no call for it either. */
static inline __attribute__((always_inline)) size_t play_line(ref_slot *slot, int notation,
							      const record *rec,
							      const ref_opts *opts, verdict *out,
							      size_t from, size_t *prev,
							      int *stopped, ref_log *log)
{
	return moves_all(slot, notation, rec, opts, out, from, prev, stopped, log, FULL_SHIFT, 1);
}

/* The same with a smaller memory (ref_threads): a copy of its own. */
static __attribute__((noinline)) size_t play_moves_small(ref_slot *slot, int notation,
							 const record *rec, const ref_opts *opts,
							 verdict *out, size_t from, size_t *prev,
							 int *stopped, ref_log *log)
{
	return moves_all(slot, notation, rec, opts, out, from, prev, stopped, log, slot->shift, 0);
}

/* And play_line's with it: a line's span played first, with no loop set
 * up to find it, as the referee with the whole memory plays it. The
 * threads of -j N (a share of the memory each) went through
 * play_moves_small's loop for it, about 120 instructions a line more
 * (UTTT's keypad lines). */
static __attribute__((noinline)) size_t play_line_small(ref_slot *slot, int notation,
							const record *rec, const ref_opts *opts,
							verdict *out, size_t from, size_t *prev,
							int *stopped, ref_log *log)
{
	return moves_all(slot, notation, rec, opts, out, from, prev, stopped, log, slot->shift, 1);
}

/* Where a refusal is said: at the refused move (element i), or at the move
 * before it (prev) where the fault lies there; with the ply the move said
 * belongs to. A failed move leaves the ply count as it was. */
static void refused(void *st, const record *rec, size_t i, size_t prev, verdict *out)
{
	game_state *b = game_base(st);
	size_t at = b->fault_before && prev < i ? prev : i;
	const rec_el *e = &rec->els[at];

	out->error_ply = b->plies + 1 + b->refused_next;
	out->error_el = rec->el_base + at;
	out->status = ST_ILLEGAL;
	out->has_error = 1;
	out->plies = b->plies;
	b->refused_next = b->fault_before = 0;
	diag_at(&out->err, rec->file, e->line, e->col);
	diag_token(&out->err, rec_at(rec, e->text), e->text.len);
}

/* A verdict before the record is read: nothing decided, nothing claimed.
 * The reason, the facts and the diagnostics, 3 kB, are emptied, not zeroed. */
static void clear(verdict *out)
{
	memset(out, 0, offsetof(verdict, why));
	out->why[0] = '\0';
	diag_clear(&out->warn);
	diag_clear(&out->err);
	out->claimed = -1;
	out->result = RES_NONE;
	out->termination = "unfinished";
}

/* ref_start, ref_moves and ref_end as ref_judge makes them, in its own
 * body: a file of short games pays no call and no return for each step of
 * each record (about 37 instructions a record) */
#define IN_JUDGE static inline __attribute__((always_inline))
IN_JUDGE void record_start(referee *r, const record *rec, const ref_opts *opts, verdict *out);
IN_JUDGE void record_moves(referee *r, const record *rec, verdict *out);
IN_JUDGE const ref_match *record_end(referee *r, const record *rec, verdict *out);

const ref_match *ref_judge(referee *r, const record *rec, const ref_opts *opts, verdict *out)
{
	record_start(r, rec, opts, out);
	record_moves(r, rec, out);
	return record_end(r, rec, out);
}

/* A tag that decides the verdict ([Variant], [Result], [White] ...) given
 * twice with two values: unreadable, said at the second, rather than one
 * of them taken without a word (other programs keep the last). */
static void twice(const record *rec, verdict *out)
{
	const rec_tag *t = &rec->tags[rec->head.again - 1], *first = NULL;
	char a[64], b[64];

	for (size_t i = 0; i < rec->head.again - 1 && !first; i++)
		if (rec_tag_named(rec, &rec->tags[i], rec_at(rec, t->name), t->name.len))
			first = &rec->tags[i];
	rec_tag_unescaped(rec, first, a, sizeof a);
	rec_tag_unescaped(rec, t, b, sizeof b);
	out->status = ST_UNREADABLE;
	out->has_error = 1;
	err_located(rec, t->value.off, out);
	diag_set(&out->err, "tag-twice", "the record gives [%.*s] twice, \"%s\" and \"%s\": "
		 "which one holds cannot be told", (int)(t->name.len < 40 ? t->name.len : 40),
		 rec_at(rec, first->name), a, b);
}

/* A number a tag gives that decides the verdict (a match's length, the
 * scores, the game's number and worth, the cube's limit), not written as
 * digits alone: unreadable, said at the value, where it was read as its
 * first digits without a word ([Length "1e3"] as a match of 1 point, the
 * Crawford rule applied to it; "0x10" as 0, "-5" as -5, "+3" as 3).
 * Digits past an int too (they were read as the largest, 2147483647, a
 * number the record does not hold: "a match of 2147483647 points"); empty, "?", "-" (unknown, as PGN
 * writes it) and "-1" (the .mat reader's "no length given") are no value,
 * as before. 1 when unreadable. */
static int not_number(const record *rec, verdict *out)
{
	static const rec_hkey keys[] = { H_LENGTH, H_SCORE_WHITE, H_SCORE_BLACK, H_GAME, H_POINTS,
					 H_CUBE_LIMIT };
	const uint32_t *at = rec->head.at;

	if (!(at[H_LENGTH] | at[H_SCORE_WHITE] | at[H_SCORE_BLACK] | at[H_GAME] | at[H_POINTS] |
	      at[H_CUBE_LIMIT]))
		return 0; /* none: a morris or uttt record, in one test */
	for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
		const rec_tag *t = rec_head_tag(rec, keys[i]);
		char v[32];
		int kind;

		if (!t || (keys[i] == H_GAME && !at[H_LENGTH] && !at[H_MATCH]))
			continue; /* none, or a [Game] of no match: a name */
		if ((kind = rec_tag_number_kind(rec, t)) <= REC_NUM_NONE)
			continue; /* digits, the usual value, or none */
		rec_tag_shown(rec, t, v, sizeof v);
		out->status = ST_UNREADABLE;
		out->has_error = 1;
		err_located(rec, t->value.off, out);
		diag_set(&out->err, "not-a-number", "the record gives [%.*s \"%s\"], which is %s: what it "
			 "means cannot be told", (int)t->name.len, rec_at(rec, t->name), v,
			 kind == REC_NUM_PAST_INT ? "past 2147483647, the largest number arbiter reads" :
				"no number written in digits");
		return 1;
	}
	return 0;
}

/* A record that starts from a set-up position ([SetUp "1"], or a [FEN]
 * that [SetUp "0"] does not set aside, as Sanmill writes one): no game reads
 * a position from tags, and played from the start the record would be
 * judged as another game. Unreadable: 1. */
static int set_up(const record *rec, verdict *out)
{
	const rec_tag *fen = rec_head_tag(rec, H_FEN);
	char says[8];
	int setup;

	if (!fen && !rec_head_tag(rec, H_SETUP)) /* nearly every record: two loads */
		return 0;
	setup = rec_head(rec, H_SETUP, says, sizeof says) ? strcmp(says, "0") != 0 : -1;
	if (setup == 0 || (setup < 0 && !fen))
		return 0;
	unreadable(rec, out, "set-up", "the record starts from a set-up position (%s), which "
		   "arbiter does not read: played from the start, it would be judged as another "
		   "game", fen ? "[FEN]" : "[SetUp \"1\"]");
	return 1;
}

/* A record of no tag and no move: said by what it holds, at the first
 * thing it holds (a record may start mid-line, after the result that
 * ended the game before it). */
static void no_game(const record *rec, verdict *out)
{
	const rec_el *e = rec->nels ? &rec->els[0] : NULL;
	int note = 0;

	for (size_t i = 0; i < rec->nels; i++)
		note |= rec->els[i].kind != EL_RESULT && rec->els[i].kind != EL_NUMBER;
	unreadable(rec, out, "no-game", "%s", note ?
		   "a comment, a NAG or a variation alone, with no tags and no moves: no game (a "
		   "note after the game before it, or a record of another format?)" :
		   "a result token alone, with no tags and no moves: no game (a stray result "
		   "after the game before it?)");
	if (e && e->line)
		diag_at(&out->err, rec->file, e->line, e->col);
}

/* A record that names nothing the referee looks up: no tags, and no
 * hint of its format (JSON's "game", "variant", "notation"). */
static int bare(const record *rec)
{
	return !rec->ntags && !rec->game_hint.len && !rec->variant_hint.len &&
	       !rec->notation_hint.len;
}

/* Whether a bare record's first move is written as one notation of the
 * last bare one's game alone writes moves (own_move): its notation is
 * then that one, which the last was not judged in (judged_under keeps
 * no such record's). Asked where -n names none. */
static int shaped_apart(const referee *r, const record *rec)
{
	const game *g = r->slots[r->bare.slot - 1].v->game;

	return g->own_move && first_move_shape(rec, g, &g) >= 0;
}

/* The rule set, notation and slot a record is judged under (out->v and
 * out->notation set), or NULL where the record is unreadable so (out says
 * why). A bare record's, under -V and no rotation, is kept for the next
 * bare one: what decided it (-V, -n, the game's guess from no tags) is
 * the same for every such record. */
static ref_slot *judged_under(referee *r, const record *rec, verdict *out)
{
	const variant *v;
	ref_slot *slot;
	int notation;

	if (rec->head.again) { /* which of two would a reader obey? */
		twice(rec, out);
		return NULL;
	}
	if (set_up(rec, out) || not_number(rec, out))
		return NULL;
	if (!(v = pick_variant(r, rec, out)) || (v->nrotation && !(v = rotate(r, v, rec, out))) ||
	    (!r->fixed && other_game(rec, v, out)))
		return NULL;
	out->v = v;
	r->shaped = 0;
	if ((notation = pick_notation(r, v, rec, out)) < 0)
		return NULL;
	out->notation = notation;
	if (!(slot = slot_for(r, v))) {
		unreadable(rec, out, "nomem", "%s", "out of memory");
		return NULL;
	}
	if (bare(rec) && r->fixed && !r->fixed->nrotation && !r->shaped) {
		r->bare.slot = (size_t)(slot - r->slots) + 1;
		r->bare.notation = notation;
	}
	return slot;
}

IN_JUDGE void record_start(referee *r, const record *rec, const ref_opts *opts, verdict *out)
{
	static const ref_opts none = { 0 };
	const game *g;
	ref_slot *slot;
	void *st;
	int notation;

	if (!opts)
		opts = &none;
	r->cur.slot = NULL;
	r->cur.opts = opts;
	r->cur.next = r->cur.prev = 0;
	r->cur.stopped = r->cur.over = 0;
	clear(out);
	if (opts->state)
		*opts->state = NULL;
	match_enter(&r->m, rec, out); /* first: even an unreadable game closes the match before it */
	/* text with no tag and no move (a stray result token after a game, a
	 * comment, NAG or variation alone, a record of another format read as
	 * a comment) is no game: counted as one, it would pad the valid, and
	 * what it hides would be judged nowhere */
	if (!rec->ntags && !rec->nmoves && !rec->el_base && (rec->nels || rec_claimed(rec) >= 0)) {
		no_game(rec, out);
		return;
	}
	if (bare(rec) && r->bare.slot && (r->notation || !shaped_apart(r, rec))) {
		slot = &r->slots[r->bare.slot - 1];
		out->v = slot->v;
		out->notation = r->bare.notation;
	} else if (!(slot = judged_under(r, rec, out))) {
		return;
	}
	notation = out->notation;
	g = slot->v->game;
	st = slot->st;
	if (slot->play_of != notation + 1) {
		slot->play_of = notation + 1;
		slot->play = g->notations[notation].play ? g->notations[notation].play : g->play;
		slot->run = g->notations[notation].run;
	}
	reset(r, st, g, notation, rec, out);
	if (opts->start)
		*opts->start = place(r, out);
	if (game_base(st)->warned) /* the header: at the record's first line */
		warn(out, game_base(st), rec->file, rec->line, 0, "", 0);
	if (rec->passed.len)
		passed_over(out, rec);
	slot->undecoded = 0;
	r->cur.slot = slot;
}

void ref_start(referee *r, const record *rec, const ref_opts *opts, verdict *out)
{
	record_start(r, rec, opts, out);
}

IN_JUDGE void record_moves(referee *r, const record *rec, verdict *out)
{
	ref_slot *slot = r->cur.slot;
	size_t i, prev = r->cur.prev - rec->el_base;
	const outcome *o;

	if (!slot || r->cur.over)
		return;
	if (slot->shift == FULL_SHIFT && rec->spanner && r->cur.next - rec->el_base < rec->nels &&
	    rec->els[r->cur.next - rec->el_base].kind == EL_SPAN)
		i = play_line(slot, out->notation, rec, r->cur.opts, out, r->cur.next - rec->el_base,
			      &prev, &r->cur.stopped, r->logging ? &r->log : NULL);
	else if (slot->shift == FULL_SHIFT)
		i = play_moves(slot, out->notation, rec, r->cur.opts, out, r->cur.next - rec->el_base,
			       &prev, &r->cur.stopped, r->logging ? &r->log : NULL);
	else if (rec->spanner && r->cur.next - rec->el_base < rec->nels &&
		 rec->els[r->cur.next - rec->el_base].kind == EL_SPAN)
		i = play_line_small(slot, out->notation, rec, r->cur.opts, out,
				    r->cur.next - rec->el_base, &prev, &r->cur.stopped,
				    r->logging ? &r->log : NULL);
	else
		i = play_moves_small(slot, out->notation, rec, r->cur.opts, out,
				     r->cur.next - rec->el_base, &prev, &r->cur.stopped,
				     r->logging ? &r->log : NULL);
	r->cur.prev = rec->el_base + prev;
	r->cur.next = rec->el_base + i;
	r->cur.over = r->cur.stopped;
	if (i == rec->nels)
		return;
	/* refused: what the verdict needs of its window is taken now */
	r->cur.over = 1;
	refused(slot->st, rec, i, prev, out);
	o = &game_base_c(slot->st)->out;
	out->result = o->result;
	out->termination = o->over ? o->termination : "unfinished";
	out->verified = o->over;
	if (o->over)
		keep_why(out, o->why);
	else
		out->why[0] = '\0';
	facts(out, o);
	suggest(r, slot, rec, out, i);
}

void ref_moves(referee *r, const record *rec, verdict *out)
{
	record_moves(r, rec, out);
}

IN_JUDGE const ref_match *record_end(referee *r, const record *rec, verdict *out)
{
	ref_slot *slot = r->cur.slot;

	r->holding = r->logging = 0;
	if (slot)
		end(r, slot, rec, out);
	if (out->in_match && out->status == ST_UNREADABLE)
		r->m.match.resync = 1; /* as after any game that is not valid */
	return r->m.done.active ? &r->m.done : NULL;
}

const ref_match *ref_end(referee *r, const record *rec, verdict *out)
{
	return record_end(r, rec, out);
}

/* The verdict, once the moves are played: the record's claims. */
static void end(referee *r, ref_slot *slot, const record *rec, verdict *out)
{
	const game *g = slot->v->game;
	void *st = slot->st;
	const rec_el *el;

	out->match_flags = game_base_c(st)->out.match_flags; /* for writers to state */
	if (out->status == ST_ILLEGAL) {
		out->claimed = rec_claimed(rec);
		match_score_game(&r->m, out, &game_base_c(st)->out);
		return;
	}
	out->plies = game_base_c(st)->plies;
	out->ply_parts = game_base_c(st)->ply_parts;
	if (r->cur.opts->state)
		*r->cur.opts->state = st;
	if (r->cur.stopped) /* a position for a diagram: no claims, no match to count */
		return;
	check_claim(rec, &game_base_c(st)->out, out);
	check_points(r, g, st, rec, out);
	check_plycount(g, rec, out);
	if (out->in_match) {
		match_check_score(&r->m, rec, out);
		match_score_game(&r->m, out, &game_base_c(st)->out);
	}
	if (!out->has_error && rec->ntags) /* a record with none names no players */
		match_check_alternation(&r->m, rec, out);
	if (!out->has_error && rec->cut_off)
		cut_off(rec, out);
	if (!out->has_error)
		diag_clear(&out->err);
	else if ((el = result_el(rec)) != NULL) /* whatever claim is wrong, its token is shown */
		diag_token(&out->err, rec_at(rec, el->text), el->text.len);
}

void ref_hold(referee *r)
{
	r->held = r->m;
	r->holding = 1;
	log_clear(&r->log.log);
	/* the places' numbers were another record's */
	if (r->log.at) /* new, it reads as zeros */
		memset(r->log.at, 0, ((size_t)1 << r->cache_bits) * sizeof *r->log.at);
	else
		r->log.at = zeroed_new(((size_t)1 << r->cache_bits) * sizeof *r->log.at, 0);
	r->logging = r->log.at != NULL; /* without, no suggestion past a window */
}

void ref_drop(referee *r, record *rec, const verdict *out)
{
	/* the last move played stays: a refusal of the next may lie in it */
	size_t keep = r->cur.slot && !r->cur.over ? r->cur.prev : rec->el_base + rec->nels - 1;

	if (!rec->nels || keep <= rec->el_base)
		return;
	rec->keep[0] = out->warnings && out->warn.col > 0 ? out->warn.line : 0;
	rec->keep[1] = out->has_error && out->err.col > 0 ? out->err.line : 0;
	rec_drop(rec, keep - rec->el_base);
}

void ref_release(referee *r)
{
	if (r->holding)
		r->m = r->held;
	r->holding = r->logging = 0;
}

void ref_unread(referee *r, const record *rec, verdict *out, const diag *why)
{
	ref_release(r); /* its windows were judged: the matches are as before it */
	match_lost_game(&r->m, rec);
	clear(out);
	out->status = ST_UNREADABLE;
	out->has_error = 1;
	out->err = *why;
}
