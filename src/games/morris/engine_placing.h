/* Part of the morris referee (engine.c includes it into each of its
 * instances): the rules few rule sets have about placing.
 *
 * Dead points: a piece that a placing mill marks (rules.placing.mill: mark,
 * the Sanmill engine's "mark and delay removing"; mark-with-hand, Sam K'i's
 * marker stacked on it from the mover's hand) or that a piece placed on it
 * cancels (rules.placing.cancel, Dig Dig) leaves the board's sets at once,
 * but its point takes no piece and makes no line until placing ends.
 *
 * The settlements when placing ends: the side that closed the first mill
 * removes first (first-mill-decides: Shax, Ludii's Shah), or the mills each
 * side has on the board settle how many pieces each removes (count-mills:
 * the Sanmill engine's El Filja).
 *
 * A side whose hand is empty while the other still places waits
 * (rules.moving.starts: both-hands-empty). */

/* Does `side` wait, its hand empty, for the other to finish placing? */
static int waits(const mor_state *s, int side)
{
	return s->r->together && s->hand[side] == 0 && !placing_over(s);
}

static int marking(const mor_rules *r)
{
	return r->place_mill == PM_MARK || r->place_mill == PM_MARK_HAND;
}

/* The point p dies: `side` marked or cancelled the piece there. */
static void kill_point(mor_state *s, int side, int p)
{
	BB_PUT(s->open, 0, bb_andnot(BB_GET(s->open, 0), BIT(p)));
	BB_PUT(s->dead, side, bb_or(BB_GET(s->dead, side), BIT(p)));
}

/* Does a removal by the side to move mark instead (a mill of a placement,
 * placing not over)? The last placement's removal is a plain one: its mark
 * would go at once. */
static int marks_now(const mor_state *s)
{
	return marking(s->r) && s->owe_kind == OWE_MILL && s->mill_from < 0 && !placing_over(s);
}

/* The piece on p, just taken off the board, is marked instead: its point
 * dies; under mark-with-hand the marker comes from the mover's hand. */
static void mark_point(mor_state *s, int p)
{
	kill_point(s, s->side, p);
	if (s->r->place_mill == PM_MARK_HAND)
		s->hand[s->side]--;
}

/* Placing is over (or, under cancel, the board is full): the dead points
 * come back empty, but for the markers taken from hand, which stay there as
 * pieces of their side. */
static void revive(mor_state *s)
{
	if (s->r->place_mill == PM_MARK_HAND)
		for (int side = WHITE; side <= BLACK; side++)
			set_own(s, side, bb_or(own_of(s, side), BB_GET(s->dead, side)));
	BB_PUT(s->dead, WHITE, bb_none());
	BB_PUT(s->dead, BLACK, bb_none());
	BB_PUT(s->open, 0, BB_GET(s->r->b.all, 0));
}

/* A placement on an opposing piece under rules.placing.cancel: both are
 * cancelled, and the point is dead until the board is full. Only a piece
 * that is not itself cancelled may be (a dead point is no piece's). The
 * hand does not run out. */
static int cancel_on(mor_state *s, const mor_move *m, diag *d)
{
	int side = s->side, opp = !side;

	if (m->nrem)
		return diag_set(d, "no-removal", "a piece placed on an opposing one cancels it and "
				"closes no mill: nothing is removed");
	set_own(s, opp, bb_andnot(own_of(s, opp), BIT(m->to)));
	kill_point(s, side, m->to);
	if (RARE(s->r->cool))
		cool_removed(s, opp, m->to);
	return finish_ply(s, 1, 1, 0, d);
}

/* The mills `side` has standing on the board. */
static int standing_mills(const mor_state *s, int side)
{
	const mor_board *b = &s->r->b;
	bb own = own_of(s, side);
	int n = 0;

	for (int m = 0; m < b->nmills; m++)
		n += bb_within(mill_of(b, m), own);
	return n;
}

/* Placing is over under first-mill-decides or count-mills: the removals it
 * settles, queued for judge, which owes them in turn (owe_settled). `last`
 * placed last. Shax and Shah: the side that closed the first mill (or, with
 * no mill, the side that placed last) removes one opposing piece, then the
 * other side one. El Filja (Sanmill's removalBasedOnMillCounts): the side
 * that moves first once placing is over removes first; with no mill on the
 * board each side removes one of its own pieces; with mills on one side
 * only, that side removes two and the other one; with as many on each
 * side, each removes that many; else the side with fewer removes as many as
 * it has, the other one more. */
static void settle(mor_state *s, int last)
{
	const mor_rules *r = s->r;
	int first, n[2];

	s->settle_own = 0;
	if (r->place_mill == PM_FIRST_MILL) {
		first = s->first_mill >= 0 ? s->first_mill : last;
		n[WHITE] = n[BLACK] = 1;
	} else {
		int w = standing_mills(s, WHITE), b = standing_mills(s, BLACK);
		first = r->second_moves_first ? !r->first : r->first;
		if (!w && !b) {
			n[WHITE] = n[BLACK] = 1;
			s->settle_own = 1;
		} else if (!w || !b) {
			n[WHITE] = w ? 2 : 1;
			n[BLACK] = b ? 2 : 1;
		} else if (w == b) {
			n[WHITE] = w;
			n[BLACK] = b;
		} else {
			int fewer = w < b ? w : b;
			n[WHITE] = w < b ? fewer : fewer + 1;
			n[BLACK] = w < b ? fewer + 1 : fewer;
		}
	}
	s->queue[0] = first;
	s->queue[1] = !first;
	s->qowe[0] = n[first];
	s->qowe[1] = n[!first];
	s->nqueue = 2;
	s->settling = 1;
}

/* The side first in the settlement's queue owes its removals, as a ply of
 * its own. */
static void owe_settled(mor_state *s)
{
	int victim;

	s->side = s->queue[0];
	victim = s->settle_own ? s->side : !s->side;
	s->owe = s->qowe[0];
	if (s->owe > s->men[victim])
		s->owe = s->men[victim];
	s->owe_kind = OWE_SETTLE;
	s->moved = 0;
}

/* A mill a placement just closed, under the rules that do not remove at once:
 * how many removals it owes now (mark-with-hand: no more than the markers in
 * hand; first-mill-decides, count-mills, extra-turn: none), and what the
 * record may not write. */
static int placing_mill(mor_state *s, const mor_move *m, diag *d)
{
	const mor_rules *r = s->r;
	int side = s->side;

	switch (r->place_mill) {
	case PM_MARK_HAND:
		if (s->owe > s->hand[side])
			s->owe = s->hand[side];
		if (m->nrem > s->owe && !s->owe)
			return diag_set(d, "no-removal", "%s has no piece left in hand to mark with",
					side_name[side]);
		return 0;
	case PM_FIRST_MILL:
	case PM_COUNT:
		if (r->place_mill == PM_FIRST_MILL && s->first_mill < 0)
			s->first_mill = side;
		s->owe = 0;
		if (m->nrem)
			return diag_set(d, "no-removal", "a mill made while placing removes nothing "
					"until placing is over");
		return 0;
	case PM_EXTRA_TURN:
		s->owe = 0;
		s->again = s->hand[side] > 0;
		if (m->nrem)
			return diag_set(d, "no-removal", "a mill made while placing removes nothing%s",
					s->again ? ": its side places again" : "");
		return 0;
	default:
		return 0;
	}
}
