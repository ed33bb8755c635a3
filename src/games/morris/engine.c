/* The morris referee: plays one token's move, checks it against the rules,
 * and decides the end of the game after every completed ply. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/morris/morris.h"

#define BIT(p) ((bb)1 << (p))

static const char *const side_name[2] = { "white", "black" };

/* Bit count without a call into libgcc when the CPU baseline has no
 * popcount instruction. */
static inline int popcount(bb x)
{
	x = x - ((x >> 1) & 0x5555555555555555ULL);
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
	return (int)((x * 0x0101010101010101ULL) >> 56);
}

static bb occupied(const mor_state *s)
{
	return s->pos[WHITE] | s->pos[BLACK];
}

static bb empty(const mor_state *s)
{
	return s->r->b.all & ~occupied(s);
}

static int placing_over(const mor_state *s)
{
	return s->hand[WHITE] == 0 && s->hand[BLACK] == 0;
}

/* Flying is decided per side, and never while anyone still places (or,
 * under flying.hand: own, while the mover still places: in Lasker morris the
 * opponent could otherwise keep a piece in hand to stop it for ever). */
int mor_flying(const mor_state *s, int side)
{
	return s->r->fly && (s->r->fly_own_hand ? s->hand[side] == 0 : placing_over(s)) &&
	       popcount(s->pos[side]) <= s->r->fly_at;
}

/* Pieces of `side` that stand in a mill. */
static bb in_mills(const mor_state *s, int side)
{
	const mor_board *b = &s->r->b;
	bb own = s->pos[side], res = 0;

	for (int m = 0; m < b->nmills; m++)
		if ((b->mill[m] & own) == b->mill[m])
			res |= b->mill[m];
	return res;
}

/* Can `side` slide or fly anywhere? */
static int can_move(const mor_state *s, int side)
{
	bb own = s->pos[side], e = empty(s);

	if (!own || !e)
		return 0;
	if (mor_flying(s, side))
		return 1;
	for (; own; own &= own - 1)
		if (s->r->b.adj[__builtin_ctzll(own)] & e)
			return 1;
	return 0;
}

/* A side is blocked when it must slide and cannot: a side with pieces to
 * place, or a flying side, never is. */
static int blocked(const mor_state *s, int side)
{
	return s->hand[side] == 0 && !can_move(s, side);
}

/* Opposing pieces next to `side`'s pieces: where a blocked side makes room. */
static bb room(const mor_state *s, int side)
{
	bb near = 0;

	for (bb own = s->pos[side]; own; own &= own - 1)
		near |= s->r->b.adj[__builtin_ctzll(own)];
	return near & s->pos[!side];
}

/* Pieces of `side` that the opponent may remove now. */
static bb removable(const mor_state *s, int side)
{
	bb all = s->pos[side], free_ = all & ~in_mills(s, side);

	if (s->owe_kind == OWE_BLOCKED)
		return room(s, !side);
	if (s->r->from_mills_always || !free_)
		return all;
	return free_;
}

static int win_for(int side)
{
	return side == WHITE ? RES_WHITE : RES_BLACK;
}

void mor_reset(mor_state *s, int notation)
{
	const mor_rules *r = s->r;

	s->notation = notation == NOT_PLAYOK ? NOT_PLAYOK : NOT_ALGEBRAIC;
	s->pos[WHITE] = s->pos[BLACK] = 0;
	s->hand[WHITE] = s->hand[BLACK] = r->pieces;
	s->side = r->first;
	s->owe = 0;
	s->owe_kind = OWE_NONE;
	s->nqueue = 0;
	s->base.plies = s->base.ply_parts = s->quiet = 0;
	s->last_from[0] = s->last_from[1] = s->last_to[0] = s->last_to[1] = -1;
	s->used[0] = s->used[1] = 0;
	s->nhist = 0;
	memset(s->seen, 0, sizeof s->seen);
	s->maybe_again = 0;
	outcome_start(&s->base.out);
}

static int push_history(mor_state *s)
{
	if (s->nhist == s->caphist) {
		size_t cap = s->caphist ? s->caphist * 2 : 64;
		mor_pos *h = realloc(s->hist, cap * sizeof *h);
		if (!h)
			return -1;
		s->hist = h;
		s->caphist = cap;
	}
	s->hist[s->nhist].w = s->pos[WHITE];
	s->hist[s->nhist].b = s->pos[BLACK];
	s->hist[s->nhist].side = s->side;
	s->nhist++;
	{
		/* a new position (most of them) skips the scan for repeats */
		uint64_t h = (s->pos[WHITE] * 0x9E3779B97F4A7C15ULL) ^
			     (s->pos[BLACK] * 0xC2B2AE3D27D4EB4FULL) ^ (uint64_t)s->side;
		unsigned bit = (unsigned)(h >> 54);
		s->maybe_again = (int)(s->seen[bit >> 6] >> (bit & 63) & 1);
		s->seen[bit >> 6] |= (uint64_t)1 << (bit & 63);
	}
	return 0;
}

/* Is `side` short of material: fewer than loss.below pieces counted as the
 * rules count them? */
static int short_of_material(const mor_state *s, int side)
{
	const mor_rules *r = s->r;
	int n = popcount(s->pos[side]);

	if (r->loss_after_placing)
		return placing_over(s) && n < r->loss_below;
	return n + s->hand[side] < r->loss_below;
}

/* Material: judged after every removal (hand and board), or on the board
 * alone once placing is over. */
static int lost_material(mor_state *s, int side)
{
	const mor_rules *r = s->r;
	int n = popcount(s->pos[side]);

	if (r->loss_after_placing) {
		if (!placing_over(s) || n >= r->loss_below)
			return 0;
		outcome_end(&s->base.out, win_for(!side), "fewer-pieces",
		            "%s has %d piece%s on the board, fewer than %d", side_name[side], n,
		            n == 1 ? "" : "s", r->loss_below);
		return 1;
	}
	n += s->hand[side];
	if (n >= r->loss_below)
		return 0;
	outcome_end(&s->base.out, win_for(!side), "fewer-pieces", "%s has %d piece%s left, fewer than %d",
	    side_name[side], n, n == 1 ? "" : "s", r->loss_below);
	return 1;
}

static void owe_full_removal(mor_state *s)
{
	s->side = s->queue[0];
	s->owe = 1;
	s->owe_kind = OWE_FULL;
}

/* After a completed ply, with the next side to move set: decides the end of
 * the game, in this order: material, full board, blocked side, move limits,
 * repetition. A loss by rule outranks a draw by count. */
static void judge(mor_state *s, int mover, int irreversible)
{
	const mor_rules *r = s->r;
	int side = s->side, w, b;

	/* material changes only with a placement or a removal */
	if (irreversible && (lost_material(s, !mover) || lost_material(s, mover)))
		return;
	if (s->nqueue > 0) {
		owe_full_removal(s);
		return;
	}
	if (!empty(s)) {
		switch (r->board_full) {
		case FULL_FIRST_LOSES:
			outcome_end(&s->base.out, win_for(!r->first), "board-full",
			    "the board is full: %s, who placed first, loses", side_name[r->first]);
			return;
		case FULL_DRAW:
			outcome_end(&s->base.out, RES_DRAW, "board-full", "the board is full");
			return;
		case FULL_MOVER:
			s->queue[0] = side;
			s->nqueue = 1;
			break;
		default:
			s->queue[0] = r->board_full == FULL_FIRST_SECOND ? r->first : !r->first;
			s->queue[1] = !s->queue[0];
			s->nqueue = 2;
			break;
		}
		owe_full_removal(s);
		return;
	}
	if (blocked(s, side)) {
		switch (r->blocked) {
		case BLK_LOSES:
			outcome_end(&s->base.out, win_for(!side), "blocked", "%s cannot move", side_name[side]);
			return;
		case BLK_DRAW:
			outcome_end(&s->base.out, RES_DRAW, "blocked-draw", "%s cannot move", side_name[side]);
			return;
		case BLK_PASSES:
			if (blocked(s, !side)) {
				outcome_end(&s->base.out, RES_DRAW, "blocked-draw", "neither side can move");
				return;
			}
			break;
		case BLK_REMOVE:
			if (!room(s, side)) {
				outcome_end(&s->base.out, win_for(!side), "blocked", "%s cannot move and has no room to make",
				    side_name[side]);
				return;
			}
			s->owe = 1;
			s->owe_kind = OWE_BLOCKED;
			return;
		}
	}
	/* the general limit first: the endgame limit is the reason only where
	 * it is the shorter (Sanmill's engine names it only then) */
	if (r->limit && s->quiet >= r->limit) {
		outcome_end(&s->base.out, RES_DRAW, "move-limit", "%d plies without a removal", s->quiet);
		return;
	}
	if (r->end_limit && s->quiet >= r->end_limit && placing_over(s) &&
	    ((w = popcount(s->pos[WHITE])) == 3 || (b = popcount(s->pos[BLACK])) == 3)) {
		outcome_end(&s->base.out, RES_DRAW, "endgame-move-limit",
		            "%d plies without a removal with 3 pieces left", s->quiet);
		return;
	}
	if (r->repetition && s->nhist && s->maybe_again) {
		const mor_pos *now = &s->hist[s->nhist - 1];
		int seen = 0;

		for (size_t i = s->nhist; i-- > 0;)
			seen += s->hist[i].w == now->w && s->hist[i].b == now->b &&
				s->hist[i].side == now->side;
		if (seen >= r->repetition)
			outcome_end(&s->base.out, RES_DRAW, "repetition", "the same position for the %d%s time", seen,
			    seen == 1 ? "st" : seen == 2 ? "nd" : seen == 3 ? "rd" : "th");
	}
}

/* Ends the ply: the turn passes, counters move, then the game is judged. */
static int finish_ply(mor_state *s, int irreversible, int was_placing, int pass, diag *d)
{
	int mover = s->side, kind = s->owe_kind;

	s->base.plies++;
	if (irreversible) {
		s->quiet = 0;
		s->nhist = 0;
		memset(s->seen, 0, sizeof s->seen);
	} else if (!pass) { /* a pass moves nothing: the move limits do not count it */
		s->quiet++;
	}
	s->owe = 0;
	s->owe_kind = OWE_NONE;
	if (kind == OWE_FULL) {
		s->queue[0] = s->queue[1];
		s->nqueue--;
		s->side = !mover;
	} else if (kind == OWE_BLOCKED) {
		s->side = mover; /* room made: the same side now moves */
	} else if (was_placing && placing_over(s) && s->r->second_moves_first) {
		s->side = !s->r->first;
	} else {
		s->side = !mover;
	}
	if (s->r->repetition && placing_over(s) && !(irreversible && s->r->rep_from_slide) &&
	    push_history(s))
		return diag_set(d, "nomem", "out of memory");
	judge(s, mover, irreversible);
	return 0;
}

/* A point's name in the notation the record is read in. */
static const char *pt(const mor_state *s, int p)
{
	return s->notation == NOT_PLAYOK ? s->r->b.numname[p] : s->r->b.name[p];
}

/* A piece of `side` that is not in a mill, to name in a message. */
static int some_free(const mor_state *s, int side)
{
	bb f = s->pos[side] & ~in_mills(s, side);
	return f ? __builtin_ctzll(f) : -1;
}

static int remove_one(mor_state *s, int p, diag *d)
{
	int side = s->side, opp = !side;

	if (!s->owe) {
		if (s->reused)
			return diag_set(d, "no-removal", "this mill was used once already: it removes "
					"nothing (one-time mills)");
		if (s->closed)
			return diag_set(d, "no-removal", "%s closed %d mill%s: %s", side_name[side],
					s->closed, s->closed > 1 ? "s" : "",
					s->r->per_mill || s->closed == 1 ? "no more removals are due" :
					"one removal, not one per mill");
		return diag_set(d, "no-removal", "%s closed no mill: there is nothing to remove",
				side_name[side]);
	}
	if (!(s->pos[opp] >> p & 1)) {
		if (s->pos[side] >> p & 1)
			return diag_set(d, "not-removable", "%s is %s's own piece", pt(s, p),
					side_name[side]);
		return diag_set(d, "not-removable", "there is no %s piece on %s", side_name[opp],
				pt(s, p));
	}
	if (!(removable(s, opp) >> p & 1)) {
		if (s->owe_kind == OWE_BLOCKED)
			return diag_set(d, "not-removable", "%s is not next to a %s piece", pt(s, p),
					side_name[side]);
		return diag_set(d, "protected", "%s is in a mill and cannot be removed while %s is free",
				pt(s, p), pt(s, some_free(s, opp)));
	}
	s->pos[opp] &= ~BIT(p);
	s->owe--;
	s->base.ply_parts++; /* Sanmill counts a removal as a ply of its own */
	return 0;
}

/* New mills that `side` just closed at `to`, after the one-time-mill rule. */
static int closed_mills(mor_state *s, const mor_move *m)
{
	const mor_board *b = &s->r->b;
	int side = s->side, n = 0;
	bb own = s->pos[side], through = b->mills_at[m->to];

	while (through) {
		int i = __builtin_ctzll(through);
		through &= through - 1;
		if ((b->mill[i] & own) != b->mill[i])
			continue;
		if (s->r->repeated == REP_ONCE) {
			if (s->used[side] >> i & 1) {
				s->reused = 1;
				continue;
			}
			s->used[side] |= BIT(i);
		}
		n++;
	}
	return n;
}

/* Does some mill through `p` stand complete for `side` in `own`? */
static int mill_at(const mor_board *b, bb own, int p)
{
	for (bb t = b->mills_at[p]; t; t &= t - 1) {
		bb m = b->mill[__builtin_ctzll(t)];
		if ((m & own) == m)
			return 1;
	}
	return 0;
}

/* Morabaraba's rule against shuttling: the piece that closed a mill on the
 * side's last move may not go straight back to close a mill again while the
 * mill it made still stands. */
static int shuttles(const mor_state *s, int from, int to)
{
	int side = s->side;
	bb own = s->pos[side];

	return s->r->repeated == REP_NO_RETURN && from == s->last_to[side] &&
	       to == s->last_from[side] && mill_at(&s->r->b, own, from) &&
	       mill_at(&s->r->b, (own & ~BIT(from)) | BIT(to), to);
}

/* A move other than the removal a mill (or a full or blocked board) owes.
 * After a mill, the move written instead starts the next ply. */
static int removal_owed(mor_state *s, diag *d)
{
	static const char *const owed[] = {
		[OWE_FULL] = "the board is full: %s must remove a %s piece",
		[OWE_BLOCKED] = "%s cannot move and must first remove a %s piece next to its own",
	};
	int side = s->side, opp = !side;

	if (s->owe_kind != OWE_MILL)
		return diag_set(d, "removal-owed", owed[s->owe_kind], side_name[side], side_name[opp]);
	s->base.refused_next = 1;
	if (s->mill_from >= 0)
		return diag_set(d, "removal-owed", "%s's %s-%s closed a mill: a %s piece must be "
				"removed (x) before the next move", side_name[side],
				pt(s, s->mill_from), pt(s, s->mill_to), side_name[opp]);
	return diag_set(d, "removal-owed", "%s's %s closed a mill: a %s piece must be removed "
			"(x) before the next move", side_name[side], pt(s, s->mill_to),
			side_name[opp]);
}

/* Why a slide may not be made, or 0. */
static int slide_refused(const mor_state *s, const mor_move *m, bb occ, diag *d)
{
	const mor_rules *r = s->r;
	int side = s->side, opp = !side;

	if (s->hand[side] > 0 && !r->may_move)
		return diag_set(d, "must-place", "%s still has %d piece%s in hand and must place",
				side_name[side], s->hand[side], s->hand[side] == 1 ? "" : "s");
	if (!(s->pos[side] >> m->from & 1))
		return diag_set(d, "not-own", (s->pos[opp] >> m->from & 1) ?
				"%s holds a %s piece, not a %s one" : "%s is empty%.0s%.0s",
				pt(s, m->from), side_name[opp], side_name[side]);
	if (occ >> m->to & 1)
		return diag_set(d, "occupied", "%s is occupied", pt(s, m->to));
	if (!(r->b.adj[m->from] >> m->to & 1) && !mor_flying(s, side)) {
		if (r->fly && !placing_over(s))
			return diag_set(d, "not-adjacent", "%s is not next to %s (no flying while "
					"placing)", pt(s, m->to), pt(s, m->from));
		if (r->fly)
			return diag_set(d, "not-adjacent", "%s is not next to %s (%s has %d pieces "
					"and flies only with %d)", pt(s, m->to), pt(s, m->from),
					side_name[side], popcount(s->pos[side]), r->fly_at);
		return diag_set(d, "not-adjacent", "%s is not next to %s (no flying under these "
				"rules)", pt(s, m->to), pt(s, m->from));
	}
	if (shuttles(s, m->from, m->to))
		return diag_set(d, "mill-return", "the piece on %s just closed a mill from %s and may "
				"not go straight back to close one again", pt(s, m->from),
				pt(s, m->to));
	return 0;
}

int mor_play(mor_state *s, const mor_move *m, diag *d)
{
	const mor_rules *r = s->r;
	int side = s->side, opp = !side, was_placing = !placing_over(s), irreversible = 0, mills;
	bb occ = occupied(s);

	if (s->base.out.over)
		return diag_set(d, "game-over", "the game is over: %s", s->base.out.why);
	if (s->owe) {
		if (m->kind != MV_REMOVE)
			return removal_owed(s, d);
		irreversible = 1;
		/* the removal ends the ply of the move that earned it: a placement
		 * (the last one, perhaps, after which the second may move first) */
		was_placing = s->owe_kind == OWE_MILL && s->mill_from < 0;
		goto removals;
	}
	if (m->kind != MV_PASS && r->blocked == BLK_PASSES && blocked(s, side))
		return diag_set(d, "must-pass", "%s cannot move and must pass (p)", side_name[side]);
	s->closed = s->reused = 0;
	switch (m->kind) {
	case MV_REMOVE:
		return diag_set(d, "no-removal", "%s closed no mill: there is nothing to remove",
				side_name[side]);
	case MV_PASS:
		if (!(r->blocked == BLK_PASSES && blocked(s, side)))
			return diag_set(d, "bad-pass", "%s can move and may not pass", side_name[side]);
		return finish_ply(s, 0, was_placing, 1, d);
	case MV_PLACE:
		if (s->hand[side] == 0)
			return diag_set(d, "no-hand", "%s has no pieces left to place", side_name[side]);
		if (occ >> m->to & 1)
			return diag_set(d, "occupied", "%s is occupied", pt(s, m->to));
		s->pos[side] |= BIT(m->to);
		s->hand[side]--;
		irreversible = 1;
		break;
	case MV_SLIDE:
		if (slide_refused(s, m, occ, d))
			return -1;
		s->pos[side] ^= BIT(m->from) | BIT(m->to);
		break;
	}
	s->reused = 0;
	s->closed = mills = closed_mills(s, m);
	/* remember a slide that closed a mill, for the shuttling rule */
	s->last_from[side] = mills && m->kind == MV_SLIDE ? m->from : -1;
	s->last_to[side] = mills && m->kind == MV_SLIDE ? m->to : -1;
	if (mills && r->mill_wins) {
		if (m->nrem)
			return diag_set(d, "no-removal", "a line wins the game: nothing is removed");
		if (finish_ply(s, irreversible, was_placing, 0, d))
			return -1;
		outcome_end(&s->base.out, win_for(side), "line", "%s made a line", side_name[side]);
		return 0;
	}
	s->owe = r->per_mill ? mills : mills > 0;
	s->owe_kind = OWE_MILL;
	if (r->from_hand && m->kind == MV_PLACE) {
		/* a placing mill takes from the opponent's hand while it has any */
		while (s->owe && s->hand[opp] > 0) {
			s->hand[opp]--;
			s->owe--;
			irreversible = 1;
		}
		if (m->nrem > s->owe && mills)
			return diag_set(d, "no-removal", "the removal is taken from %s's hand",
					side_name[opp]);
	}
	if (s->owe && s->owe > popcount(s->pos[opp]))
		s->owe = popcount(s->pos[opp]);
	s->mill_from = m->kind == MV_SLIDE ? m->from : -1;
	s->mill_to = m->to;
removals:
	for (int i = 0; i < m->nrem; i++) {
		if (remove_one(s, m->rem[i], d))
			return -1;
		irreversible = 1;
		/* material is judged after each removal: a side left short has
		 * lost at once, and removals still owed lapse */
		if (s->owe && short_of_material(s, opp)) {
			if (i + 1 < m->nrem)
				return diag_set(d, "no-removal", "%s has lost on material: no more "
						"removals are due", side_name[opp]);
			s->owe = 0;
		}
	}
	if (s->owe)
		return 0; /* the removal comes as a token of its own */
	return finish_ply(s, irreversible, was_placing, 0, d);
}

int mor_actions(const mor_state *s, mor_move *out, int max)
{
	const mor_board *b = &s->r->b;
	int side = s->side, n = 0;
	bb e = empty(s), own = s->pos[side];

#define EMIT(k, f, t, rm)                                                          \
	do {                                                                       \
		if (n < max)                                                       \
			out[n] = (mor_move){ .kind = (k), .from = (int8_t)(f),    \
					     .to = (int8_t)(t), .nrem = (rm) >= 0, \
					     .rem = { (int8_t)(rm) } };            \
		n++;                                                               \
	} while (0)

	if (s->base.out.over)
		return 0;
	if (s->owe) {
		bb c = removable(s, !side);
		for (int p = 0; p < b->n; p++)
			if (c >> p & 1)
				EMIT(MV_REMOVE, -1, -1, p);
		return n;
	}
	if (s->r->blocked == BLK_PASSES && blocked(s, side)) {
		EMIT(MV_PASS, -1, -1, -1);
		return n;
	}
	if (s->hand[side] > 0)
		for (int p = 0; p < b->n; p++)
			if (e >> p & 1)
				EMIT(MV_PLACE, -1, p, -1);
	if (s->hand[side] == 0 || s->r->may_move) {
		int fly = mor_flying(s, side);
		for (int p = 0; p < b->n; p++) {
			bb to;
			if (!(own >> p & 1))
				continue;
			to = (fly ? ~(bb)0 : b->adj[p]) & e;
			for (int q = 0; q < b->n; q++)
				if ((to >> q & 1) && !shuttles(s, p, q))
					EMIT(MV_SLIDE, p, q, -1);
		}
	}
#undef EMIT
	return n;
}
