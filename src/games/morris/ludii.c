/* Ludii's trial moves (the Move= lines of a .trl file, as Ludii's
 * Move.toTrialFormat writes them), read and written for morris boards:
 *
 *   [Move:mover=1,from=24,to=9,actions=[Move:typeFrom=Cell,from=24,typeTo=Vertex,to=9,decision=true]]
 *   [Move:mover=2,from=14,to=2,actions=[Move:typeFrom=Vertex,from=14,typeTo=Vertex,to=2,decision=true],[SetNextPlayer:player=2]]
 *   [Move:mover=2,from=4,to=4,actions=[Remove:type=Vertex,to=4,decision=true]]
 *   [Move:mover=1,actions=[Pass:decision=true,forced=true]]
 *
 * Sites are Ludii's vertex numbers, which the board file lists (ludii:);
 * each player's hand is a site numbered after the board's (ludii_hand: the
 * first player's, then the second's). A placement comes from the mover's
 * hand; a move that closes a mill gives the mover the next turn
 * (SetNextPlayer), for the removal that follows as a move of its own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/plain.h"
#include "games/morris/morris.h"

/* Where text occurs first in [p, e), or NULL: a byte of a move looked at
 * once, but where it is text's first. */
static inline const char *find(const char *p, const char *e, const char *text)
{
	size_t n = strlen(text);

	for (; p + n <= e; p++)
		if (*p == *text && !memcmp(p + 1, text + 1, n - 1))
			return p;
	return NULL;
}

/* The number after key (as "to=") in the fields [p, e), where a field
 * starts: at p or after a ',' or ':' (so that typeTo= is not to=); -1
 * when absent. */
static inline long number(const char *p, const char *e, const char *key)
{
	const char *at = p;
	size_t n = strlen(key);
	long v = 0;

	for (;; at++) {
		if (at + n > e)
			return -1;
		if (*at == *key && (at == p || at[-1] == ',' || at[-1] == ':') &&
		    !memcmp(at + 1, key + 1, n - 1))
			break;
	}
	at += n;
	if (at == e || *at < '0' || *at > '9')
		return -1;
	for (; at < e && *at >= '0' && *at <= '9' && v < 100000; at++)
		v = v * 10 + *at - '0';
	return v;
}

static int bad(const char *tok, size_t n, diag *d, const char *why)
{
	return diag_set(d, "bad-token", "'%.*s%s' is not a morris move in Ludii's trial form: %s",
			plain_upto(tok, n, 60), tok, n > 60 ? "..." : "", why);
}

/* The point at a vertex, or -1 with d saying why. */
static int vertex(const mor_board *b, long v, diag *d)
{
	if (!b->nludii)
		return diag_set(d, "bad-token", "this board has no Ludii vertex numbers (a ludii: "
				"list in its board file)");
	if (v < 0 || v >= b->nludii)
		return diag_set(d, "bad-token", "vertex %ld is not on this board (Ludii numbers its "
				"vertices 0 to %d)", v, b->nludii - 1);
	return b->by_ludii[v];
}

/* The actions after the decision: only the next turn given to the mover. */
static int rest_ok(const char *p, const char *e)
{
	while (p < e && *p == ',') {
		const char *close = memchr(p, ']', (size_t)(e - p));
		if (!close || strncmp(p, ",[SetNextPlayer:", 16))
			return 0;
		p = close + 1;
	}
	return p == e;
}

/* What a decision's fields say: its from= and to= (-1 where absent), and
 * whether it comes from a cell (typeFrom=Cell), the mover's hand. */
typedef struct fields {
	long from, to;
	int cell;
} fields;

/* The decision: a placement from the mover's hand, a move, a removal, a
 * pass; act[0, an) its name, x what its fields say. */
static int decision(const mor_state *st, long mover, const char *act, size_t an, fields x,
		    mor_move *m, diag *d)
{
	const mor_board *b = &st->r->b;
	long from = x.from, to = x.to;

	if (an == 4 && !memcmp(act, "Pass", 4)) {
		m->kind = MV_PASS;
		return 0;
	}
	if (an == 6 && !memcmp(act, "Remove", 6)) {
		int p = vertex(b, to, d);
		if (p < 0)
			return -1;
		m->kind = MV_REMOVE;
		m->rem[m->nrem++] = (int8_t)p;
		return 0;
	}
	if (an != 4 || memcmp(act, "Move", 4))
		return diag_set(d, "bad-token", "Ludii's action '%.*s' is no morris move (arbiter reads "
				"Move, Remove and Pass; Add only as the setup before the first move)",
				(int)an, act);
	if ((m->to = (int8_t)vertex(b, to, d)) < 0)
		return -1;
	if (x.cell) {
		if (from != b->ludii_hand + mover - 1)
			return diag_set(d, "bad-token", "cell %ld is not player %ld's hand (Ludii numbers "
					"the hands %d and %d on this board)", from, mover,
					b->ludii_hand, b->ludii_hand + 1);
		m->kind = MV_PLACE;
		return 0;
	}
	if ((m->from = (int8_t)vertex(b, from, d)) < 0)
		return -1;
	m->kind = MV_SLIDE;
	return 0;
}

/* The move is its mover's to make: Ludii's player 1 moves first. (The
 * notation is positional, so this is read in the position the move is
 * played in.) */
static int mover_ok(const mor_state *st, long mover, const mor_move *m, diag *d)
{
	return mor_side_ok(st, mover == 1 ? st->r->first : !st->r->first, m, d);
}

/* Past the literal text at *p, where it is there: 1, else 0. */
static inline int lit(const char **p, const char *e, const char *text)
{
	size_t n = strlen(text);

	if ((size_t)(e - *p) < n || memcmp(*p, text, n))
		return 0;
	*p += n;
	return 1;
}

/* Past the digits at *p, at least one, their value as number() takes it
 * (no more added from 100000 on) into *v: 1, else 0. */
static inline int digits(const char **p, const char *e, long *v)
{
	const char *at = *p;

	*v = 0;
	for (; at < e && *at >= '0' && *at <= '9'; at++)
		if (*v < 100000)
			*v = *v * 10 + *at - '0';
	if (at == *p)
		return 0;
	*p = at;
	return 1;
}

/* The moves Ludii writes for morris boards (the four forms at the top),
 * read in one pass from after "[Move:": 1 with the mover, the decision's
 * name (act, an), what its fields say and the ']' that closes it, each
 * as the general reading finds it in such a move; 0 for any other text,
 * which the general reading takes. */
static int usual(const char *p, const char *e, long *mover, const char **act, size_t *an,
		 fields *x, const char **close)
{
	long v;

	if (!lit(&p, e, "mover=") || !digits(&p, e, mover))
		return 0;
	if (lit(&p, e, ",from=") && !(digits(&p, e, &v) && lit(&p, e, ",to=") && digits(&p, e, &v)))
		return 0;
	if (!lit(&p, e, ",actions=["))
		return 0;
	*act = p;
	*x = (fields){ -1, -1, 0 };
	if (lit(&p, e, "Move:typeFrom=")) {
		*an = 4;
		if (!(x->cell = lit(&p, e, "Cell")) && !lit(&p, e, "Vertex"))
			return 0;
		if (!lit(&p, e, ",from=") || !digits(&p, e, &x->from) ||
		    !lit(&p, e, ",typeTo=Vertex,to=") || !digits(&p, e, &x->to) ||
		    !lit(&p, e, ",decision=true]"))
			return 0;
	} else if (lit(&p, e, "Remove:type=Vertex,to=")) {
		*an = 6;
		if (!digits(&p, e, &x->to) || !lit(&p, e, ",decision=true]"))
			return 0;
	} else if (lit(&p, e, "Pass:decision=true,forced=true]")) {
		*an = 4;
	} else {
		return 0;
	}
	*close = p - 1;
	return 1;
}

int mor_ludii_decode(mor_state *st, const char *tok, size_t n, mor_move *m, diag *d)
{
	const char *e = tok + n, *acts, *colon, *close;
	long mover;
	size_t an;
	fields x;

	if (n < 8 || memcmp(tok, "[Move:", 6) || tok[n - 1] != ']')
		return bad(tok, n, d, "a move is [Move:mover=N,...,actions=[...]]");
	if (!usual(tok + 6, e, &mover, &acts, &an, &x, &close)) {
		if (!(acts = find(tok, e, ",actions=[")))
			return bad(tok, n, d, "it has no actions=");
		mover = number(tok, acts, "mover=");
		if (mover == 1 || mover == 2) {
			acts += 10;
			if (!(colon = memchr(acts, ':', (size_t)(e - acts))) ||
			    !(close = memchr(colon, ']', (size_t)(e - colon))))
				return bad(tok, n, d, "its action is not [Name:fields]");
			an = (size_t)(colon - acts);
			x = (fields){ number(colon + 1, close, "from="), number(colon + 1, close, "to="),
				      find(colon + 1, close, "typeFrom=Cell") != NULL };
		}
	}
	if (mover != 1 && mover != 2)
		return bad(tok, n, d, mover == 0 ? "mover 0 places the pieces in the hands before the "
			   "first move (a setup move)" : "the mover is player 1 or 2");
	if (!rest_ok(close + 1, e - 1))
		return bad(tok, n, d, "after its decision only [SetNextPlayer:...] may follow");
	if (decision(st, mover, acts, an, x, m, d) || mover_ok(st, mover, m, d))
		return -1;
	return 1; /* the mover is checked against the side to move */
}

/* Does the mover's piece arriving at `to` (from `from`, or from the hand)
 * close a mill? */
static int closes_mill(const mor_state *s, const mor_move *m)
{
	const mor_board *b = &s->r->b;

	for (int i = 0; i < b->nthrough[m->to]; i++) {
		int mill = b->through[m->to][i], whole = 1;
		for (int w = 0; w < 2 && whole; w++)
			for (uint64_t t = b->mill[w][mill]; t && whole; t &= t - 1) {
				int q = w * 64 + __builtin_ctzll(t);
				whole = q == m->to ||
					(MOR_HAS(s->pos, s->side, q) && !(m->kind == MV_SLIDE && q == m->from));
			}
		if (whole)
			return 1;
	}
	return 0;
}

/* Ludii's setup: each hand filled with its pieces, before the first move
 * (player 1's hand first). Pieces that start on the board Ludii places with
 * moves of their own, which this notation does not write. */
static int setup(const mor_state *s, buf *out)
{
	const mor_board *b = &s->r->b;
	size_t start = out->len;

	if (s->base.plies || s->base.ply_parts)
		return 0;
	for (int h = 0; h < 2; h++) {
		int n = s->r->start_hand[h ? !s->r->first : s->r->first];
		if (!n)
			continue;
		buf_printf(out, "%s[Move:mover=0,from=%d,to=%d,actions=[Add:type=Cell,to=%d,what=%d,"
			   "count=%d]]", out->len > start ? " " : "", b->ludii_hand + h,
			   b->ludii_hand + h, b->ludii_hand + h, h + 1, n);
	}
	return 0;
}

int mor_ludii_encode(const mor_state *s, const mor_move *m, buf *out)
{
	const mor_board *b = &s->r->b;
	int mover = s->side == s->r->first ? 1 : 2, again, vto, vfrom;
	size_t start = out->len;

	if (!m)
		return setup(s, out);
	if (!b->nludii)
		return -1;
	if (m->kind == MV_PASS)
		return buf_printf(out, "[Move:mover=%d,actions=[Pass:decision=true,forced=true]]",
				  mover), 0;
	if (m->kind == MV_PLACE || m->kind == MV_SLIDE) {
		vto = b->ludii[m->to];
		vfrom = m->kind == MV_PLACE ? b->ludii_hand + mover - 1 : b->ludii[m->from];
		again = !s->r->mill_wins && (m->nrem || closes_mill(s, m));
		buf_printf(out, "[Move:mover=%d,from=%d,to=%d,actions=[Move:typeFrom=%s,from=%d,"
			   "typeTo=Vertex,to=%d,decision=true]", mover, vfrom, vto,
			   m->kind == MV_PLACE ? "Cell" : "Vertex", vfrom, vto);
		if (again)
			buf_printf(out, ",[SetNextPlayer:player=%d]", mover);
		buf_puts(out, "]");
	}
	for (int i = 0; i < m->nrem; i++) {
		int v = b->ludii[m->rem[i]];
		/* a removal with more to follow keeps the turn too */
		again = i + 1 < m->nrem || (m->kind == MV_REMOVE && s->owe > 1);
		if (out->len > start)
			buf_puts(out, " ");
		buf_printf(out, "[Move:mover=%d,from=%d,to=%d,actions=[Remove:type=Vertex,to=%d,"
			   "decision=true]", mover, v, v, v);
		if (again)
			buf_printf(out, ",[SetNextPlayer:player=%d]", mover);
		buf_puts(out, "]");
	}
	return 0;
}
