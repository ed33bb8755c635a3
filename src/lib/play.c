/* A game played move by move: each move decoded in a notation of its game,
 * judged and played, or refused and the game put back as it was; the dice
 * given or rolled from a seed; the legal moves in any notation; the end.
 * The game keeps what happened (moves and rolls) and plays it again where a
 * position must be rebuilt: after a refused move (games/game.h leaves the
 * position unspecified then), or to write the moves in another notation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "lib/lib.h"

/* xorshift64*: small, fast, and the same on every machine. */
static uint64_t next(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ULL;
}

/* One die, 1 to 6, each as likely (the few draws that would favour the
 * low faces are drawn again). */
static int die(uint64_t *s)
{
	for (;;) {
		uint32_t r = (uint32_t)(next(s) >> 32);
		if (r < 4294967292u) /* 6 * 715827882: a multiple of 6 */
			return 1 + (int)(r % 6);
	}
}

/* A tag of the header the game started with, or NULL. */
static const char *header_tag(const void *ctx, const char *name)
{
	const lib_list *h = ctx;

	for (size_t i = 0; i + 1 < h->n; i += 2)
		if (!strcmp(h->text.p + h->off[i], name))
			return h->text.p + h->off[i + 1];
	return NULL;
}

void play_start(arb_game *a, void *st)
{
	game_header head = { header_tag, &a->head };
	game_start s = { .notation = a->notation, .match = a->match, .live = 1,
			 .head = a->head.n ? &head : NULL, .rules_named = a->rules_named };

	game_base(st)->warned = 0;
	a->g->state_reset(st, &s);
	game_base(st)->warned = 0; /* a header at odds with the rules is the reader's to say */
}

static void turn(const arb_game *a, game_turn *t)
{
	a->g->turn(a->st, t);
}

int play_act(const arb_game *a, void *st, const game_move *m, diag *d)
{
	return a->g->act ? a->g->act(st, m, d) : a->g->play(st, m, d);
}

static int event(arb_game *a, const lib_event *e)
{
	if (a->nev == a->capev) {
		size_t cap = a->capev ? 2 * a->capev : 64;
		lib_event *ev = realloc(a->ev, cap * sizeof *ev);
		if (!ev)
			return -1;
		a->ev = ev;
		a->capev = cap;
	}
	a->ev[a->nev++] = *e;
	return 0;
}

int play_events(arb_game *a, void *st, size_t n, play_seen seen, void *arg)
{
	diag d;
	size_t k = 0;

	play_start(a, st);
	for (size_t i = 0; i < n; i++) {
		const lib_event *e = &a->ev[i];
		int dice[2] = { e->die[0], e->die[1] };
		if (!e->is_roll && seen && seen(arg, st, e, k++))
			return -1;
		if (e->is_roll ? a->g->roll(st, dice, 2, &d) : play_act(a, st, &e->m, &d))
			return -1;
		game_base(st)->warned = 0;
	}
	return 0;
}

int play_replay(arb_game *a, void *st, size_t n)
{
	return play_events(a, st, n, NULL, NULL);
}

/* Gives a roll and keeps it among the events. */
static int give(arb_game *a, const int dice[2], arb_error *err)
{
	lib_event e = { .is_roll = 1, .die = { (uint8_t)dice[0], (uint8_t)dice[1] } };
	diag d;

	diag_clear(&d);
	if (a->g->roll(a->st, dice, 2, &d))
		return lib_diag(err, ARB_EDICE, &d);
	if (event(a, &e)) {
		play_replay(a, a->st, a->nev);
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	return ARB_OK;
}

/* The moves the side may make now, into a->mv; their number, or -1 out of
 * memory. */
static int legal_moves(arb_game *a)
{
	for (;;) {
		int n = a->g->moves(a->st, NULL, a->mv, a->capmv);
		game_move *mv;
		if (n <= a->capmv)
			return n;
		if (!(mv = realloc(a->mv, (size_t)n * sizeof *mv)))
			return -1;
		a->mv = mv;
		a->capmv = n;
	}
}

/* With a seed, a roll that no choice comes before is made at once (the
 * opening, a turn without access to the cube): the side sees its dice. */
static int settle(arb_game *a, arb_error *err)
{
	game_turn t;

	for (int k = 0; a->seeded && k < 16; k++) {
		int dice[2], rc;
		turn(a, &t);
		if (!t.roll || a->forfeit || (t.side >= 0 && legal_moves(a) != 0))
			return ARB_OK;
		do {
			dice[0] = die(&a->rng);
			dice[1] = die(&a->rng);
		} while (t.side < 0 && dice[0] == dice[1]); /* the opening throws again on a tie */
		if ((rc = give(a, dice, err)))
			return rc;
	}
	return ARB_OK;
}

int arb_game_new(const arb_rules *rules, arb_game **out, arb_error *err)
{
	arb_game *a;

	if (!rules || !out)
		return lib_fail(err, ARB_EUSAGE, "usage", "arb_game_new: no rules, or nowhere to put it");
	*out = NULL;
	if (!(a = calloc(1, sizeof *a)))
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	a->rules = rules;
	a->v = rules->play;
	a->g = a->v->game;
	a->match = (game_match){ .length = -1 };
	a->capmv = 256; /* room for most positions' moves; more is made when asked */
	if (!(a->st = a->g->state_new(a->v->rules)) || !(a->mv = malloc(256 * sizeof *a->mv))) {
		arb_game_free(a);
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	play_start(a, a->st);
	*out = a;
	return ARB_OK;
}

void arb_game_free(arb_game *a)
{
	if (!a)
		return;
	if (a->st)
		a->g->state_free(a->st);
	if (a->scratch)
		a->g->state_free(a->scratch);
	free(a->ev);
	free(a->mv);
	list_free(&a->list);
	list_free(&a->played);
	list_free(&a->head);
	buf_free(&a->board);
	buf_free(&a->out);
	free(a);
}

int arb_game_set_notation(arb_game *a, const char *notation, arb_error *err)
{
	int n;

	if (!a)
		return lib_fail(err, ARB_EUSAGE, "usage", "no game");
	if ((n = lib_notation(a->g, notation, 0, err)) < 0)
		return ARB_EUSAGE;
	a->notation = n;
	play_replay(a, a->st, a->nev); /* messages name points in the notation */
	return ARB_OK;
}

void arb_game_seed(arb_game *a, unsigned long long seed)
{
	if (!a)
		return;
	a->seeded = 1;
	/* a seed of 0 would stay 0: the state is the seed's mix, never 0 */
	a->rng = (seed ^ 0x9E3779B97F4A7C15ULL) * 0xBF58476D1CE4E5B9ULL;
	if (!a->rng)
		a->rng = 1;
	settle(a, NULL);
}

int arb_game_restart(arb_game *a, int length, int first, int second, arb_error *err)
{
	if (!a)
		return lib_fail(err, ARB_EUSAGE, "usage", "no game");
	if (length < -1 || first < 0 || second < 0)
		return lib_fail(err, ARB_EUSAGE, "usage", "a match of %d points at %d-%d is no match",
				length, first, second);
	/* a match someone has won has no game left: started, it had no move
	 * and no end, and a caller playing until the end waited for ever */
	if (length > 0 && (first >= length || second >= length))
		return lib_fail(err, ARB_EUSAGE, "usage", "a match of %d points at %d-%d is over: "
				"it has no game left", length, first, second);
	a->match = (game_match){ .length = length, .score = { first, second } };
	list_clear(&a->head);
	a->rules_named = 0;
	return play_restart(a, err);
}

int play_restart(arb_game *a, arb_error *err)
{
	a->nev = 0;
	a->forfeit = 0;
	a->warning[0] = '\0';
	play_start(a, a->st);
	return settle(a, err);
}

int arb_game_over(const arb_game *a)
{
	return a && (a->forfeit || game_base_c(a->st)->out.over);
}

/* Does m need the roll first? It does when it is a play of dice the player
 * did not choose: the game lists plays like it (games/game.h's moves with a
 * written move); a double or a resignation, which may come before the roll,
 * has none. */
static int needs_roll(arb_game *a, const game_move *m)
{
	return a->g->moves(a->st, m, a->mv, 1) > 0;
}

/* The move, its blanks trimmed, decoded as made by side (-1: not said). */
static int decode(arb_game *a, const char *move, int notation, int side, game_move *m,
		  arb_error *err)
{
	size_t n = strlen(move);
	diag d;

	while (n && (move[n - 1] == ' ' || move[n - 1] == '\t' || move[n - 1] == '\r' ||
		     move[n - 1] == '\n'))
		n--;
	while (n && (*move == ' ' || *move == '\t'))
		move++, n--;
	diag_clear(&d);
	if (!n)
		return lib_fail(err, ARB_EMOVE, "bad-token", "an empty move");
	if (a->g->decode(a->st, notation, move, n, side, m, &d) < 0)
		return lib_diag(err, ARB_EMOVE, &d);
	return ARB_OK;
}

/* A ply written as its tokens apart, as a notation whose ply's tokens are
 * separate writes it (arb_game_legal's "4 4": OpenSpiel's board of a free
 * mark, then its cell): each played in turn, as a record's tokens are; all
 * or none. */
static int play_words(arb_game *a, int side, const char *move, const char *notation,
		      arb_error *err)
{
	size_t nev = a->nev;
	char word[64];
	int rc = ARB_OK, played = 0;

	for (const char *p = move, *q; rc == ARB_OK && *p; p = q) {
		while (*p == ' ' || *p == '\t')
			p++;
		for (q = p; *q && *q != ' ' && *q != '\t'; q++)
			;
		if (q == p)
			break;
		if ((size_t)(q - p) >= sizeof word) {
			rc = lib_fail(err, ARB_EMOVE, "bad-token", "a word of '%.*s' is too long to "
				      "be a move", plain_upto(move, strlen(move), 40), move);
			break;
		}
		memcpy(word, p, (size_t)(q - p));
		word[q - p] = '\0';
		if ((rc = arb_game_play_as(a, side, word, notation, err)) == ARB_OK)
			played++;
	}
	if (rc != ARB_OK && played) { /* the position as it was before the first */
		a->nev = nev;
		play_replay(a, a->st, nev);
	}
	return rc;
}

int arb_game_play(arb_game *a, const char *move, const char *notation, arb_error *err)
{
	return arb_game_play_as(a, -1, move, notation, err);
}

int arb_game_play_as(arb_game *a, int side, const char *move, const char *notation,
		     arb_error *err)
{
	lib_event e = { 0 };
	game_turn t;
	game_state *b;
	const char *why;
	diag d;
	int n, rc;

	if (!a || !move || side < -1 || side > 1)
		return lib_fail(err, ARB_EUSAGE, "usage", "arb_game_play: no game, no move, or no side");
	if ((n = lib_notation(a->g, notation, a->notation, err)) < 0)
		return ARB_EUSAGE;
	if (arb_game_over(a))
		return lib_fail(err, ARB_EILLEGAL, "game-over", "the game is over: %s", arb_game_reason(a));
	if (!strcmp(move, "roll"))
		return arb_game_roll(a, NULL, err);
	if (a->g->notations[n].separate && strpbrk(move, " \t") && !strpbrk(move, "\r\n"))
		return play_words(a, side, move, notation, err);
	turn(a, &t);
	if (side >= 0 && t.side >= 0 && side != t.side && !t.either)
		return lib_fail(err, ARB_EILLEGAL, "turn", "it is %s's turn, not %s's",
				a->g->side[t.side], a->g->side[side]);
	if ((rc = decode(a, move, n, side, &e.m, err)))
		return rc;
	if (!a->from_record && a->g->written_only && (why = a->g->written_only(&e.m)))
		return lib_fail(err, ARB_EILLEGAL, "record-only", "%s: a game played live takes "
				"moves only", why);
	if (t.roll && a->seeded && needs_roll(a, &e.m))
		return lib_fail(err, ARB_EDICE, "roll-due", "the dice are rolled first: play 'roll'");
	/* not said: the side to act; before the opening roll, the first player
	 * (or the side a game's own start says: an SGF set-up) */
	e.who = (int8_t)(side >= 0 ? side : t.side >= 0 ? t.side : 0);
	b = game_base(a->st);
	b->warned = 0;
	diag_clear(&d);
	if (play_act(a, a->st, &e.m, &d) || event(a, &e)) {
		play_replay(a, a->st, a->nev); /* the position as it was */
		return d.code[0] ? lib_diag(err, ARB_EILLEGAL, &d)
				 : lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	snprintf(a->warning, sizeof a->warning, "%s", b->warned ? b->warn.msg : "");
	b->warned = 0;
	return settle(a, err);
}

int arb_game_roll(arb_game *a, const char *text, arb_error *err)
{
	int dice[2];
	game_turn t;

	if (!a)
		return lib_fail(err, ARB_EUSAGE, "usage", "no game");
	if (!a->g->roll)
		return lib_fail(err, ARB_EDICE, "no-dice", "%s is played without dice", a->g->name);
	if (arb_game_over(a))
		return lib_fail(err, ARB_EDICE, "no-roll", "the game is over");
	turn(a, &t);
	if (!text) {
		if (!a->seeded)
			return lib_fail(err, ARB_EDICE, "no-seed", "the game has no seed to roll "
					"from: give the dice");
		if (!t.roll)
			return lib_fail(err, ARB_EDICE, "no-roll", "no roll is due now");
		do {
			dice[0] = die(&a->rng);
			dice[1] = die(&a->rng);
		} while (t.side < 0 && dice[0] == dice[1]);
	} else if (a->seeded) { /* or a player would choose the dice */
		return lib_fail(err, ARB_EDICE, "seeded", "the dice come from the game's seed: roll "
				"them, they are not given");
	} else if (strlen(text) == 2 && text[0] >= '0' && text[0] <= '9' && text[1] >= '0' &&
		   text[1] <= '9') {
		dice[0] = text[0] - '0';
		dice[1] = text[1] - '0';
	} else {
		return lib_fail(err, ARB_EDICE, "bad-dice", "'%s' is no roll: two dice, each 1 to 6, "
				"as \"52\"", text);
	}
	{
		int rc = give(a, dice, err);
		return rc ? rc : settle(a, err);
	}
}

int arb_game_legal(arb_game *a, const char *notation, const char *const **moves, size_t *count,
		   arb_error *err)
{
	game_turn t;
	int n, k;

	if (!a || !moves || !count)
		return lib_fail(err, ARB_EUSAGE, "usage", "arb_game_legal: no game, or nowhere to put it");
	if ((k = lib_notation(a->g, notation, a->notation, err)) < 0)
		return ARB_EUSAGE;
	list_clear(&a->list);
	n = arb_game_over(a) ? 0 : legal_moves(a);
	if (n < 0)
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	for (int i = 0; i < n; i++) {
		size_t from = a->list.text.len;
		if (a->g->encode(a->st, k, &a->mv[i], &a->list.text) < 0)
			return lib_fail(err, ARB_EUSAGE, "encode", "a move %s notation cannot write",
					a->g->notations[k].name);
		if (list_end(&a->list, from))
			return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	turn(a, &t);
	if (!arb_game_over(a) && t.roll && a->seeded) {
		size_t from = a->list.text.len;
		if (buf_puts(&a->list.text, "roll") || list_end(&a->list, from))
			return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	}
	if (!(*moves = list_done(&a->list)))
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	*count = a->list.n;
	return ARB_OK;
}

int arb_game_forfeit(arb_game *a, int side, const char *reason, arb_error *err)
{
	if (!a || (side != 0 && side != 1))
		return lib_fail(err, ARB_EUSAGE, "usage", "arb_game_forfeit: no game, or no side");
	if (arb_game_over(a))
		return lib_fail(err, ARB_EILLEGAL, "game-over", "the game is over: %s", arb_game_reason(a));
	a->forfeit_points = 0;
	if (a->g->check) { /* what the game is worth: the least it can be, as resigned */
		game_claim c = { .winner = !side, .points = 0 };
		diag d;
		diag_clear(&d);
		if (!a->g->check(a->st, &c, &d))
			a->forfeit_points = game_base_c(a->st)->out.points;
	}
	a->forfeit = side + 1;
	snprintf(a->forfeit_why, sizeof a->forfeit_why, "%s", reason && *reason ? reason :
		 "lost by forfeit");
	return ARB_OK;
}

int arb_game_ply(const arb_game *a)
{
	return a ? game_base_c(a->st)->plies : 0;
}

int arb_game_to_move(const arb_game *a)
{
	game_turn t;

	if (!a || arb_game_over(a))
		return -1;
	turn(a, &t);
	return t.side;
}

const char *arb_game_dice(const arb_game *a)
{
	static const char rolls[6][6][3] = {
		{ "11", "12", "13", "14", "15", "16" }, { "21", "22", "23", "24", "25", "26" },
		{ "31", "32", "33", "34", "35", "36" }, { "41", "42", "43", "44", "45", "46" },
		{ "51", "52", "53", "54", "55", "56" }, { "61", "62", "63", "64", "65", "66" },
	};
	game_turn t;

	if (!a || !a->g->roll || arb_game_over(a))
		return NULL;
	turn(a, &t);
	if (t.die[0] < 1 || t.die[0] > 6 || t.die[1] < 1 || t.die[1] > 6)
		return NULL;
	return rolls[t.die[0] - 1][t.die[1] - 1];
}

int arb_game_dice_due(const arb_game *a)
{
	game_turn t;

	if (!a || arb_game_over(a))
		return 0;
	turn(a, &t);
	return t.roll > 0;
}

const char *arb_game_result(const arb_game *a)
{
	const outcome *o;

	if (!a)
		return NULL;
	if (a->forfeit)
		return a->forfeit == 1 ? "0-1" : "1-0";
	o = &game_base_c(a->st)->out;
	return o->over ? lib_result(o->result) : "*";
}

const char *arb_game_termination(const arb_game *a)
{
	const outcome *o;

	if (!a)
		return NULL;
	if (a->forfeit)
		return "forfeit";
	o = &game_base_c(a->st)->out;
	return o->over ? o->termination : "";
}

const char *arb_game_reason(const arb_game *a)
{
	const outcome *o;

	if (!a)
		return NULL;
	if (a->forfeit)
		return a->forfeit_why;
	o = &game_base_c(a->st)->out;
	return o->over ? o->why : "";
}

int arb_game_points(const arb_game *a)
{
	if (!a)
		return 0;
	if (a->forfeit)
		return a->forfeit_points;
	return game_base_c(a->st)->out.over ? game_base_c(a->st)->out.points : 0;
}

const char *arb_game_warning(const arb_game *a)
{
	return a && a->warning[0] ? a->warning : NULL;
}

const char *arb_game_board(arb_game *a)
{
	if (!a)
		return NULL;
	buf_clear(&a->board);
	a->g->draw(a->st, NULL, NULL, &a->board);
	buf_add(&a->board, "", 1);
	return a->board.failed ? NULL : a->board.p;
}

/* A move played, written at the end of the list before it is played; a
 * part of a move that writes nothing of its own (a Ultimate Tic-Tac-Toe
 * board chosen by OpenSpiel's first word, its cell the move) is no item. */
typedef struct written {
	arb_game *a;
	int notation;
} written;

static int write_move(void *arg, const void *st, const lib_event *e, size_t i)
{
	written *w = arg;
	lib_list *l = &w->a->played;
	size_t from = l->text.len;

	(void)i;
	if (w->a->g->encode(st, w->notation, &e->m, &l->text) < 0)
		return -1;
	return l->text.len > from && list_end(l, from);
}

int arb_game_moves(arb_game *a, const char *notation, const char *const **moves, size_t *count,
		   arb_error *err)
{
	int k;

	if (!a || !moves || !count)
		return lib_fail(err, ARB_EUSAGE, "usage", "arb_game_moves: no game, or nowhere to put it");
	if ((k = lib_notation(a->g, notation, a->notation, err)) < 0)
		return ARB_EUSAGE;
	if (!a->scratch && !(a->scratch = a->g->state_new(a->v->rules)))
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	list_clear(&a->played);
	if (play_events(a, a->scratch, a->nev, write_move, &(written){ a, k }) ||
	    !(*moves = list_done(&a->played)))
		return lib_fail(err, ARB_ENOMEM, "nomem", "out of memory");
	*count = a->played.n;
	return ARB_OK;
}
